import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a polite status for success and information', () => {
    renderWithProviders(
      <Banner tone="success" title="Profile updated successfully!">
        Your profile changes have been saved.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Profile updated successfully!');
    expect(banner).toHaveTextContent('Your profile changes have been saved.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is an alert for failures', () => {
    renderWithProviders(
      <Banner tone="danger" title="Failed to post job">
        There was an error posting your job. Please try again.
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to post job');
  });

  describe('with reveal', () => {
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      scrollIntoView.mockClear();
      Element.prototype.scrollIntoView = scrollIntoView;
    });

    it('brings a success into view without taking the focus', () => {
      renderWithProviders(<Banner tone="success" title="Job posted successfully!" reveal />);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).not.toHaveFocus();
    });

    it('brings a failure into view and focuses it', () => {
      renderWithProviders(<Banner tone="danger" title="Failed to post job" reveal />);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toHaveFocus();
    });

    it('leaves the page alone without it', () => {
      renderWithProviders(<Banner tone="danger" title="Failed to post job" />);
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).not.toHaveFocus();
    });
  });

  it('can be dismissed by the user', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <Banner title="Connected" onDismiss={onDismiss} dismissLabel="Dismiss message" />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('with autoDismissMs', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('clears itself and calls onDismiss after the delay, not before', () => {
      const onDismiss = jest.fn();
      renderWithProviders(
        <Banner
          tone="success"
          title="Request posted successfully!"
          autoDismissMs={3000}
          onDismiss={onDismiss}
        />,
      );
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('status')).toHaveTextContent('Request posted successfully!');
      expect(onDismiss).not.toHaveBeenCalled();

      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });

    it('clears itself without an onDismiss', () => {
      renderWithProviders(<Banner title="Saved" autoDismissMs={3000} />);
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('does not fire after it is gone', () => {
      const onDismiss = jest.fn();
      const { unmount } = renderWithProviders(
        <Banner title="Saved" autoDismissMs={3000} onDismiss={onDismiss} />,
      );
      unmount();
      act(() => jest.advanceTimersByTime(5000));
      expect(onDismiss).not.toHaveBeenCalled();
    });
  });
});
