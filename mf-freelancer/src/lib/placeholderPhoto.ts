/** Section 8: a broken or missing photo shows a placeholder (an inline silhouette). */
export const PLACEHOLDER_PHOTO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='%23e5e7eb'/><circle cx='32' cy='24' r='12' fill='%239ca3af'/><path d='M10 58c2-12 12-18 22-18s20 6 22 18z' fill='%239ca3af'/></svg>";
