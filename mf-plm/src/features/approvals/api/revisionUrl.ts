/** What the approval operations share: the revision's address and what a move makes stale. */
export interface RevisionRef {
  styleId: string;
  revision: number;
}

export const revisionUrl = ({ styleId, revision }: RevisionRef) =>
  `/plm/styles/${encodeURIComponent(styleId)}/revisions/${String(revision)}`;

/** A move changes the revisions' approvals, and an approval may move the style's status. */
export const approvalTags = (styleId: string) => [
  'Styles' as const,
  { type: 'Style' as const, id: styleId },
  { type: 'StyleRevisions' as const, id: styleId },
];
