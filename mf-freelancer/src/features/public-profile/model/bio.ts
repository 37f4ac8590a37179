import { BIO_COLLAPSE_LENGTH } from './constants';

/** Section 9: a bio over 200 characters collapses, with Read more / Read less. */
export const isLongBio = (bio: string): boolean => bio.length > BIO_COLLAPSE_LENGTH;

/** The collapsed bio: its first 200 characters, cut at a word, with an ellipsis. */
export function collapsedBio(bio: string): string {
  if (!isLongBio(bio)) return bio;
  const cut = bio.slice(0, BIO_COLLAPSE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The page's description for sharing (Open Graph): profession, location, bio's start. */
export function shareDescription(profile: {
  profession: string;
  location: string;
  bio: string;
}): string {
  const head = [profile.profession, profile.location].filter((part) => part !== '').join(' · ');
  return `${head}. ${collapsedBio(profile.bio)}`.trim();
}
