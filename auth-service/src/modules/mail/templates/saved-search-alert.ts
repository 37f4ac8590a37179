import type { EmailTemplate } from '../render';

/**
 * New matches of saved searches (issue 40): one search's new items (instant, at most hourly), or
 * a day's digest of every search with new items, grouped by search. Each item is a link to it.
 */
export const savedSearchAlert: EmailTemplate = {
  subject:
    '<% if (it.period === "daily") { %>Your saved searches: new matches today on Atelier<% } else { %>New matches for “<%= it.searches[0].name %>” on Atelier<% } %>',
  body: `Hello <%= it.name %>,
<% it.searches.forEach(function (search) { %>

<%= search.items.length === 1 ? "1 new match" : search.items.length + " new matches" %> for your saved search “<%= search.name %>”:
<% search.items.forEach(function (item) { %>

<%~ include('@link', { href: item.link, label: item.title }) %>
<% }) %>
<% }) %>

<%~ include('@button', { href: it.manageLink, label: 'Manage saved searches' }) %>`,
};
