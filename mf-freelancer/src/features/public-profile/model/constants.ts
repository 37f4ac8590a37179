/** Section 9: the bio collapses above this many characters. */
export const BIO_COLLAPSE_LENGTH = 200;
