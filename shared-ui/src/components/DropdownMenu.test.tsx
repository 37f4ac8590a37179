import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu(onDelete = jest.fn()) {
  const items: DropdownMenuItem[] = [
    { label: 'View Product', to: '/marketplace/product/1' },
    { label: 'Duplicate', onSelect: jest.fn() },
    { label: 'Delete Product', onSelect: onDelete, danger: true },
  ];
  const result = renderWithProviders(
    <>
      <p>Outside</p>
      <DropdownMenu label="Actions" items={items} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { route: '/freelancer/manage-products' },
  );
  return { ...result, onDelete };
}

const trigger = () => screen.getByRole('button', { name: 'Actions' });

describe('DropdownMenu', () => {
  it('is a closed menu button until clicked', async () => {
    const { user } = renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Product',
      'Duplicate',
      'Delete Product',
    ]);
    expect(screen.getByRole('menuitem', { name: 'View Product' })).toHaveFocus();

    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc and gives focus back to its button', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { user } = renderMenu();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('View Product')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Duplicate')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('View Product')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete Product')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('View Product')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete Product')).toHaveFocus();
  });

  it('opens on the last entry with ArrowUp', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete Product' })).toHaveFocus();
  });

  it('runs an action with Enter, closes and returns focus', async () => {
    const { user, onDelete } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('follows a link entry and closes', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    const link = screen.getByRole('menuitem', { name: 'View Product' });
    expect(link).toHaveAttribute('href', '/marketplace/product/1');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/marketplace/product/1');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when Tab leaves it', async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
