import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testUtils';
import { ViewToggle, type ViewMode } from './ViewToggle';

function Controlled({ onChange }: { onChange: (mode: ViewMode) => void }) {
  const [mode, setMode] = useState<ViewMode>('grid');
  return (
    <ViewToggle
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange(next);
      }}
    />
  );
}

describe('ViewToggle', () => {
  it('marks the current layout pressed and switches on click', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    expect(onChange).toHaveBeenLastCalledWith('list');
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('list');
  });
});
