import type { EnvInfo } from '../../generated/app/model';
import type { UserApp } from '../../generated/portal/model';
import { APP_NAME } from '../api/settings';
import { shellTexts } from '../messages/shell';
import { portalLinks } from './portalLinks';
import { shellSettings } from './shellSettings';
import { TestSettingsEntry } from '../features/session';
import { VersionLabel } from './VersionLabel';

/** The portal's short name: the portal entry of the app list, else the configured one. */
export function portalShortName(apps: readonly UserApp[] | undefined): string {
  return apps?.find((app) => /portal/i.test(app.id))?.shortName ?? shellSettings.portalShortName;
}

/**
 * Footer: links to the portal (about with the portal's short name, 'Impressum',
 * 'Barrierefreiheitserklärung', 'Datenschutz', helpdesk), 'Version' with a tooltip of title, version and
 * build number, and the test-settings entry outside PROD.
 */
export function Footer({ env, apps }: { env: EnvInfo | undefined; apps: readonly UserApp[] | undefined }) {
  const version = env?.version ?? '';
  return (
    <footer className="footer">
      <nav aria-label={shellTexts.footerNavigation}>
        <ul className="footer__links">
          {[
            { href: portalLinks.about, text: shellTexts.about(portalShortName(apps)) },
            { href: portalLinks.imprint, text: shellTexts.imprint },
            { href: portalLinks.accessibility, text: shellTexts.accessibility },
            { href: portalLinks.privacy, text: shellTexts.privacy },
            { href: portalLinks.helpdesk, text: shellTexts.helpdeskFooter },
          ].map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="footer__meta">
        {/* The test-settings entry of src/features/session: only outside PROD, the server time and the test clock. */}
        <TestSettingsEntry />
        <VersionLabel label={`${shellTexts.version} ${version}`.trim()} tooltip={shellTexts.versionTooltip(APP_NAME, version || '–', env?.buildNumber ?? '–')} />
      </div>
    </footer>
  );
}
