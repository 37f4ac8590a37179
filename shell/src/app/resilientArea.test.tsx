import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaLifecycles, AreaModule, PlatformProps } from '@atelier/shared-ui';
import { createResilientArea, type AreaLoader } from './resilientArea';
import { contractIncompatibility } from './areaContract';
import { AreaContractError } from './federationPlugins';

function platformProps(domElement: HTMLElement): PlatformProps {
  return {
    name: 'mf_test',
    domElement,
    getSession: () => ({ status: 'signedOut' }),
    subscribeToSession: () => () => undefined,
    getAccessToken: () => Promise.resolve(null),
    signOut: () => Promise.resolve(),
    navigate: () => undefined,
  };
}

function fakeArea(): AreaLifecycles & { mounted: HTMLElement[] } {
  const mounted: HTMLElement[] = [];
  return {
    mounted,
    bootstrap: jest.fn(() => Promise.resolve()),
    mount: jest.fn((props: PlatformProps) => {
      props.domElement.textContent = 'area content';
      mounted.push(props.domElement);
      return Promise.resolve();
    }),
    unmount: jest.fn((props: PlatformProps) => {
      props.domElement.textContent = '';
      return Promise.resolve();
    }),
  };
}

describe('createResilientArea', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    element.remove();
    jest.restoreAllMocks();
  });

  it('mounts the loaded area into its own element', async () => {
    const area = fakeArea();
    const lifecycles = createResilientArea('Marketplace', {
      load: () => Promise.resolve(area),
      reset: jest.fn(),
    });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(element).toHaveTextContent('area content');
    expect(area.bootstrap).toHaveBeenCalledTimes(1);

    await act(() => lifecycles.unmount(platformProps(element)));
    expect(area.unmount).toHaveBeenCalledTimes(1);
    expect(element).toBeEmptyDOMElement();
  });

  it('names the screen being loaded when the shell knows it (issue 37)', async () => {
    window.history.pushState({}, '', '/marketplace/purchases');
    const lifecycles = createResilientArea(
      'Marketplace',
      { load: () => new Promise<AreaLifecycles>(() => undefined), reset: jest.fn() },
      (pathname) => (pathname === '/marketplace/purchases' ? 'Purchases' : 'Marketplace'),
    );
    void lifecycles.mount(platformProps(element));
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Loading Purchases...');
    window.history.pushState({}, '', '/');
  });

  it('shows a fallback with Retry when loading fails, and Retry loads afresh', async () => {
    const area = fakeArea();
    const loader: AreaLoader = {
      load: jest
        .fn<Promise<AreaLifecycles>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(area),
      reset: jest.fn(),
    };
    const lifecycles = createResilientArea('Marketplace', loader);
    await act(() => lifecycles.mount(platformProps(element)));

    expect(screen.getByRole('alert')).toHaveTextContent('Marketplace could not be loaded');
    expect(loader.reset).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('area content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('shows a fallback when the area throws while mounting, and Retry mounts again', async () => {
    const area = fakeArea();
    (area.mount as jest.Mock).mockRejectedValueOnce(new Error('boom'));
    const lifecycles = createResilientArea('Client workspace', {
      load: () => Promise.resolve(area),
      reset: jest.fn(),
    });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(screen.getByRole('alert')).toHaveTextContent('Client workspace could not be shown');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('area content')).toBeInTheDocument();
    expect(area.bootstrap).toHaveBeenCalledTimes(1);
  });

  it('shows the reason in its area, and never mounts, a remote refused for its contract version', async () => {
    const area = fakeArea();
    const reason = contractIncompatibility('Supplier workspace', '2.0') ?? '';
    const loader: AreaLoader = {
      load: jest
        .fn<Promise<AreaModule>, []>()
        .mockRejectedValueOnce(new AreaContractError(reason))
        .mockResolvedValueOnce(area),
      reset: jest.fn(),
    };
    const lifecycles = createResilientArea('Supplier workspace', loader);
    await act(() => lifecycles.mount(platformProps(element)));

    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('Supplier workspace could not be loaded');
    expect(fallback).toHaveTextContent(
      'This version of Supplier workspace was built for version 2 of the platform contract; this page runs version 1.',
    );
    expect(area.bootstrap).not.toHaveBeenCalled();
    expect(area.mount).not.toHaveBeenCalled();

    // Retry loads afresh (the registry line may have been put back meanwhile).
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('area content')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it("hides its loading message when the area's content shows, before its own update lands: one status at a time", async () => {
    let finishLoading: (value: AreaLifecycles) => void = () => undefined;
    const area = fakeArea();
    // Like a React area: its first render (its own loading state) lands before the shell's
    // update of its status root, which React runs in a later task.
    (area.mount as jest.Mock).mockImplementation((props: PlatformProps) => {
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.textContent = 'Loading Marketplace';
      props.domElement.append(status);
      return Promise.resolve();
    });
    const lifecycles = createResilientArea('Marketplace', {
      load: () => new Promise((resolve) => (finishLoading = resolve)),
      reset: jest.fn(),
    });
    const mounting = lifecycles.mount(platformProps(element));
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Loading Marketplace...');

    // Outside act: what is on the page before React's next task (a frame may be painted then).
    finishLoading(area);
    await mounting;
    await Promise.resolve();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading Marketplace',
    ]);
  });

  it('shows the fallback when the area put content up before it threw', async () => {
    const area = fakeArea();
    (area.mount as jest.Mock).mockImplementationOnce((props: PlatformProps) => {
      props.domElement.textContent = 'half an area';
      return Promise.reject(new Error('boom'));
    });
    const lifecycles = createResilientArea('Marketplace', {
      load: () => Promise.resolve(area),
      reset: jest.fn(),
    });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(screen.getByRole('alert')).toHaveTextContent('Marketplace could not be shown');
  });

  it('drops a late load once the area was left', async () => {
    const area = fakeArea();
    let finishLoading: (value: AreaLifecycles) => void = () => undefined;
    const lifecycles = createResilientArea('Marketplace', {
      load: () => new Promise((resolve) => (finishLoading = resolve)),
      reset: jest.fn(),
    });
    const mounting = lifecycles.mount(platformProps(element));
    await act(() => lifecycles.unmount(platformProps(element)));
    await act(async () => {
      finishLoading(area);
      await mounting;
    });
    expect(area.mount).not.toHaveBeenCalled();
  });
});
