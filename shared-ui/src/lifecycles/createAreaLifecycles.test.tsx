import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { PRERENDERED_CONTENT_ID, type PlatformProps } from '../contract/contract';
import { createAreaLifecycles, useTakesOverPrerenderedContent } from './createAreaLifecycles';

const platformProps = (domElement: HTMLElement) =>
  ({ name: 'mf_test', domElement }) as unknown as PlatformProps;

describe('createAreaLifecycles', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('mounts the area into its element and unmounts it', async () => {
    const lifecycles = createAreaLifecycles(() => <h1>Area screen</h1>, { label: 'Test' });
    const element = document.createElement('div');
    document.body.append(element);
    await act(() => lifecycles.mount(platformProps(element)));
    expect(screen.getByRole('heading', { name: 'Area screen' })).toBeInTheDocument();
    await act(() => lifecycles.unmount(platformProps(element)));
    expect(element).toBeEmptyDOMElement();
  });

  it('replaces the prerendered first screen in the commit that shows its own', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_CONTENT_ID;
    prerendered.innerHTML = '<h1>Prerendered screen</h1>';
    const element = document.createElement('div');
    document.body.append(prerendered, element);
    let prerenderedDuringFirstRender: boolean | null = null;
    function Screen() {
      prerenderedDuringFirstRender ??= document.getElementById(PRERENDERED_CONTENT_ID) !== null;
      return <h1>Area screen</h1>;
    }
    const lifecycles = createAreaLifecycles(Screen, { label: 'Test' });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(prerenderedDuringFirstRender).toBe(true);
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).toBeNull();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Area screen' })).toBeInTheDocument();
  });

  it('lets a screen keep the prerendered first screen until its own content is there', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_CONTENT_ID;
    const element = document.createElement('div');
    document.body.append(prerendered, element);
    let finishLoading = (): void => undefined;
    function Screen() {
      const [ready, setReady] = useState(false);
      finishLoading = () => setReady(true);
      useTakesOverPrerenderedContent(ready);
      return ready ? <h1>Profile</h1> : <p>Loading</p>;
    }
    const lifecycles = createAreaLifecycles(Screen, {
      label: 'Test',
      screensTakeOverPrerenderedContent: true,
    });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).not.toBeNull();
    act(() => finishLoading());
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('removes the prerendered first screen when the screen that would take it over goes', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_CONTENT_ID;
    const element = document.createElement('div');
    document.body.append(prerendered, element);
    function Screen() {
      useTakesOverPrerenderedContent(false);
      return <p>Loading</p>;
    }
    const lifecycles = createAreaLifecycles(Screen, {
      label: 'Test',
      screensTakeOverPrerenderedContent: true,
    });
    await act(() => lifecycles.mount(platformProps(element)));
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).not.toBeNull();
    await act(() => lifecycles.unmount(platformProps(element)));
    expect(document.getElementById(PRERENDERED_CONTENT_ID)).toBeNull();
  });
});
