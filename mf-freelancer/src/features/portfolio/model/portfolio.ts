/** Portfolio management's pure logic (spec 001 section 2): search, category, tags, stats. */
import type { PortfolioProject } from '@atelier/api-contract';

export const ALL_CATEGORIES = 'all';

/**
 * Search matches title, description or tags case-insensitively, combined with the category
 * (all, or exactly one).
 */
export function filterProjects(
  projects: readonly PortfolioProject[],
  search: string,
  category: string,
): PortfolioProject[] {
  const words = search.trim().toLowerCase();
  return projects.filter(
    (project) =>
      (category === ALL_CATEGORIES || project.category === category) &&
      (words === '' ||
        project.title.toLowerCase().includes(words) ||
        project.description.toLowerCase().includes(words) ||
        project.tags.some((tag) => tag.toLowerCase().includes(words))),
  );
}

/** How many projects carry each tag, most used first, then by name. */
export function tagCounts(projects: readonly PortfolioProject[]): [tag: string, count: number][] {
  const counts = new Map<string, number>();
  for (const project of projects) {
    for (const tag of project.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

export interface PortfolioStats {
  total: number;
  published: number;
  drafts: number;
  views: number;
  likes: number;
}

export function portfolioStats(projects: readonly PortfolioProject[]): PortfolioStats {
  return {
    total: projects.length,
    published: projects.filter((project) => project.status === 'published').length,
    drafts: projects.filter((project) => project.status === 'draft').length,
    views: projects.reduce((sum, project) => sum + project.views, 0),
    likes: projects.reduce((sum, project) => sum + project.likes, 0),
  };
}

/** Section 2: tags shown on a card, 3 in the grid and 2 in the list. */
export const CARD_TAGS = { grid: 3, list: 2 } as const;
