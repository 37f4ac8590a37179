import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { TagList } from './TagList';

const tags = ['React', 'Figma', 'CLO 3D', 'Illustrator', 'Pattern Making', 'Tech Packs'];

const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TagList', () => {
  it.each([
    [4, ['React', 'Figma', 'CLO 3D', 'Illustrator', '+2 more']],
    [3, ['React', 'Figma', 'CLO 3D', '+3 more']],
    [5, ['React', 'Figma', 'CLO 3D', 'Illustrator', 'Pattern Making', '+1 more']],
    [6, tags],
    [10, tags],
    [0, ['+6 more']],
  ])('with max %p shows %p', (max, expected) => {
    renderWithProviders(<TagList tags={tags} max={max} label="Skills" />);
    expect(screen.getByRole('list', { name: 'Skills' })).toBeInTheDocument();
    expect(items()).toEqual(expected);
  });

  it('shows every tag without max', () => {
    renderWithProviders(<TagList tags={tags} />);
    expect(items()).toEqual(tags);
  });

  it('takes another overflow text', () => {
    renderWithProviders(<TagList tags={tags} max={2} formatMore={(n) => `+${n}`} />);
    expect(items()).toEqual(['React', 'Figma', '+4']);
  });

  it('renders nothing without tags', () => {
    renderWithProviders(<TagList tags={[]} max={3} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
