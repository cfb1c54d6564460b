/**
 * Loads Leaflet under the app's Content-Security-Policy, which requires Trusted Types for HTML sinks.
 * Leaflet assigns one HTML string when its module is evaluated (`div.innerHTML = '<svg/>'`, a feature test
 * used only for the attribution flag), which the browser would refuse with a TypeError. While the module
 * evaluates, that single assignment is skipped (the feature test then reads "no inline SVG"); everything
 * else goes to the real setter. The map itself never hands Leaflet an HTML string: no zoom, attribution or
 * close-button controls (they use innerHTML), and icons and popups are DOM elements.
 */
type LeafletModule = typeof import('leaflet');

let loading: Promise<LeafletModule> | undefined;

export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= (async () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
    const patched = original?.set && original.get;
    if (patched) {
      Object.defineProperty(HTMLDivElement.prototype, 'innerHTML', {
        configurable: true,
        get(this: Element) {
          return original.get!.call(this);
        },
        set(this: Element, value: unknown) {
          if (value === '<svg/>') return;
          original.set!.call(this, value);
        },
      });
    }
    try {
      const module = (await import('leaflet')) as LeafletModule & { default?: LeafletModule };
      return module.default ?? module;
    } finally {
      if (patched) delete (HTMLDivElement.prototype as unknown as Record<string, unknown>).innerHTML;
    }
  })();
  return loading;
}
