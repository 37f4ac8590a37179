// Tests only: an editor inside a page-frame stand-in that holds the one draft, as the style page
// does, so a test types and reads what the editor shows and what it hands back.
import type { StyleContent } from '@atelier/api-contract';
import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import { emptyStyleContent } from '@atelier/api-contract/values';
import { UploaderProvider, type Uploader } from '@atelier/shared-ui';
import { useState, type ComponentType } from 'react';
import type { TechPackEditorProps } from './model/editorProps';

installDialogPolyfill();

export function renderEditor(
  Editor: ComponentType<TechPackEditorProps>,
  change: (content: StyleContent) => StyleContent = (content) => content,
  props: Omit<TechPackEditorProps, 'content' | 'onChange'> = {},
  uploader: Uploader = () => ({ cancel: () => undefined }),
) {
  const drafts: StyleContent[] = [];
  const initial = change(emptyStyleContent());
  function Frame() {
    const [content, setContent] = useState(initial);
    return (
      <Editor
        {...props}
        content={content}
        onChange={(next) => {
          drafts.push(next);
          setContent(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(
    <UploaderProvider uploader={uploader}>
      <Frame />
    </UploaderProvider>,
    { platform: createFakePlatform() },
  );
  /** The draft as the page frame holds it now. */
  const latest = (): StyleContent => drafts.at(-1) ?? initial;
  return { ...rendered, drafts, latest };
}
