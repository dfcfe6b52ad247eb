/**
 * The app-wide banners and prompts: offline, a new version waiting, and installing the app (these stay
 * in view while scrolling); then "confirm your e-mail address" and the announcements, which scroll away with the page.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { AnnouncementBanners } from '../announcements/AnnouncementBanners';
import { VerifyEmailBanner } from '../verify/VerifyEmailBanner';
import { $installOffer, $online, $updateWaiting, acceptInstall, applyUpdate, declineInstall, postponeUpdate, startPwa } from './store';

export function GlobalBanners() {
  const online = useStore($online);
  const update = useStore($updateWaiting);
  const install = useStore($installOffer);
  useEffect(startPwa, []);
  return (
    <>
      <div className="global-banners">
        {!online && (
          <div className="banner banner-offline" role="status">
            You're offline - Data will sync when connection is restored
          </div>
        )}
        {update && (
          <div className="banner" role="alertdialog" aria-label="Update available">
            <span>A new version of Castellan is available.</span>
            <span className="row">
              <button type="button" className="button button-primary button-small" onClick={applyUpdate}>
                Update
              </button>
              <button type="button" className="button button-small" onClick={postponeUpdate}>
                Later
              </button>
            </span>
          </div>
        )}
        {install && (
          <div className="banner" role="alertdialog" aria-label="Install Castellan">
            <span>Install Castellan for quick access to your bots.</span>
            <span className="row">
              <button type="button" className="button button-primary button-small" onClick={() => void acceptInstall()}>
                Install
              </button>
              <button type="button" className="button button-small" onClick={declineInstall}>
                Not now
              </button>
            </span>
          </div>
        )}
      </div>
      <VerifyEmailBanner />
      <AnnouncementBanners />
    </>
  );
}
