/**
 * The app-wide banners and prompts: offline, a new version waiting, and installing the app (these stay
 * in view while scrolling); then "confirm your e-mail address" and the announcements, which scroll away with the page.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { AnnouncementBanners } from '../announcements/AnnouncementBanners';
import { VerifyEmailBanner } from '../verify/VerifyEmailBanner';
import { useMessages } from '../../lib/i18n';
import { pwaMessages } from './pwa.messages';
import { $installOffer, $online, $updateWaiting, acceptInstall, applyUpdate, declineInstall, postponeUpdate, startPwa } from './store';

/** `news`: whether the announcements may show yet (AppRoot holds them back with its loading screens). */
export function GlobalBanners({ news }: { news: boolean }) {
  const t = useMessages(pwaMessages);
  const online = useStore($online);
  const update = useStore($updateWaiting);
  const install = useStore($installOffer);
  useEffect(startPwa, []);
  return (
    <>
      <div className="global-banners">
        {!online && (
          <div className="banner banner-offline" role="status">
            {t.offline}
          </div>
        )}
        {update && (
          <div className="banner" role="alertdialog" aria-label={t.updateLabel}>
            <span>{t.updateText}</span>
            <span className="row">
              <button type="button" className="button button-primary button-small" onClick={applyUpdate}>
                {t.update}
              </button>
              <button type="button" className="button button-small" onClick={postponeUpdate}>
                {t.later}
              </button>
            </span>
          </div>
        )}
        {install && (
          <div className="banner" role="alertdialog" aria-label={t.installLabel}>
            <span>{t.installText}</span>
            <span className="row">
              <button type="button" className="button button-primary button-small" onClick={() => void acceptInstall()}>
                {t.install}
              </button>
              <button type="button" className="button button-small" onClick={declineInstall}>
                {t.notNow}
              </button>
            </span>
          </div>
        )}
      </div>
      <VerifyEmailBanner />
      {news && <AnnouncementBanners />}
    </>
  );
}
