import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testUtils';
import { Pagination, paginationItems } from './Pagination';

function Controlled({ pageCount, initial = 1 }: { pageCount: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

const currentPage = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');

describe('Pagination', () => {
  it('marks the current page with aria-current="page" and moves on click', async () => {
    const { user } = renderWithProviders(<Controlled pageCount={5} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPage()).toHaveAccessibleName('Page 3');
  });

  it('goes back and forth with Previous and Next, disabled at the ends', async () => {
    const { user } = renderWithProviders(<Controlled pageCount={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(currentPage()).toHaveAccessibleName('Page 2');
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(currentPage()).toHaveAccessibleName('Page 3');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(currentPage()).toHaveAccessibleName('Page 2');
  });

  it('skips distant pages', () => {
    renderWithProviders(<Controlled pageCount={20} initial={10} />);
    const pages = screen
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Controlled pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [3, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 3, 4, 5]],
    [6, 6, [1, 2, 3, 4, 5, 6]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
  ])('page %p of %p shows %p', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});
