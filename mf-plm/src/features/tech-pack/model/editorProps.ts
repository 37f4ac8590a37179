import type { QuotedFob, StyleContent } from '@atelier/api-contract';

/**
 * What every section editor of the tech pack takes: the page frame holds the one draft of the
 * style's content and saves it; an editor shows it and hands back the next content on each change.
 */
export interface TechPackEditorProps {
  /** The draft of the whole style. */
  content: StyleContent;
  /** Called with the whole next content on every change (every keystroke that parses). */
  onChange: (next: StyleContent) => void;
  /** Upload id → display URL of the images saved with the style (`Style.imageUrls`). */
  imageUrls?: Readonly<Record<string, string>>;
  /** Shows the section without any control that changes it (an old revision, a viewer). */
  readOnly?: boolean;
  /** The FOB price from the quote the owner accepted (issue 39): the cost sheet takes it. */
  quotedFob?: QuotedFob | null;
}
