import { catalog } from './catalog';
import './gallery.css';

/** The component gallery: every named example of the kit in its own section `example-<component>-<name>`. */
export function Gallery() {
  return (
    <div className="gallery">
      <header className="gallery__header">
        <p className="gallery__app">IPPC Austria</p>
        <h1>UI-Baukasten</h1>
      </header>
      <nav aria-label="Bausteine" className="gallery__toc">
        <ul>
          {catalog.map(({ component, title }) => (
            <li key={component}>
              <a href={`#component-${component}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="gallery__main">
        {catalog.map(({ component, title, examples }) => (
          <section key={component} id={`component-${component}`} aria-labelledby={`component-${component}-title`} className="gallery__component">
            <h2 id={`component-${component}-title`}>{title}</h2>
            {Object.entries(examples).map(([name, example]) => (
              <section key={name} id={`example-${component}-${name}`} aria-labelledby={`example-${component}-${name}-title`} className="gallery__example">
                <h3 id={`example-${component}-${name}-title`}>{example.title}</h3>
                {example.render()}
              </section>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
