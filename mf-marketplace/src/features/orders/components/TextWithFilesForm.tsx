import { useCallback, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import {
  AttachmentsField,
  Banner,
  Button,
  Card,
  ORDER_FILE_RULES,
  TextAreaField,
  type UploadedFile,
} from '@atelier/shared-ui';
import type { OrderFilesBody } from '../model/orderForms';
import { requiredTextProblem } from '../model/orderForms';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledIntro = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface TextWithFilesFormTexts {
  title: string;
  intro?: ReactNode;
  text: string;
  files: string;
  submit: string;
  busy: string;
  /** The message when the text is blank. */
  missing: string;
}

export interface TextWithFilesFormProps {
  texts: TextWithFilesFormTexts;
  /** Sends the text and the uploads' ids; answers the reason of a refusal, or null when sent. */
  onSubmit: (body: OrderFilesBody) => Promise<string | null>;
}

/**
 * A move that takes a text and files (the buyer's requirements, the seller's delivery): the
 * files upload at once (tus, purpose order-file) with their progress; the text is required.
 * Nothing typed is lost when the API refuses: the reason shows above the form.
 */
export function TextWithFilesForm({ texts, onSubmit }: TextWithFilesFormProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<readonly UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const onUploading = useCallback((busy: boolean) => setUploading(busy), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = requiredTextProblem(text, uploading, texts.missing);
    setProblem(found);
    if (found !== null) {
      if (text.trim() === '') textRef.current?.focus();
      return;
    }
    setSending(true);
    const refusal = await onSubmit({ text: text.trim(), files: files.map((file) => file.key) });
    setSending(false);
    setProblem(refusal);
  };

  return (
    <Card title={texts.title} headingLevel={2}>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label={texts.title}>
        {texts.intro !== undefined && <StyledIntro>{texts.intro}</StyledIntro>}
        {problem !== null && (
          <div id={problemId}>
            <Banner tone="danger" title={problem} />
          </div>
        )}
        <TextAreaField
          ref={textRef}
          label={texts.text}
          rows={6}
          value={text}
          required
          aria-describedby={problem === null ? undefined : problemId}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <AttachmentsField
          label={texts.files}
          purpose="order-file"
          rules={ORDER_FILE_RULES}
          files={files}
          onChange={setFiles}
          onBusyChange={onUploading}
        />
        <div>
          <Button type="submit" busy={sending} busyLabel={texts.busy}>
            {texts.submit}
          </Button>
        </div>
      </StyledForm>
    </Card>
  );
}
