import { useTranslation } from '../../i18n/useTranslation.tsx';
import '../overlays/loadingBar.css';

interface Props {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  failed: boolean;
}

/**
 * The loading bar as it looks (spec sections 4 and 9): a thin red line fixed at the top of the window,
 * a named progress bar for assistive technologies. Failed, it is striped and says so — in the bar's
 * value text and in a polite status message, which is in the markup from the start so that screen
 * readers announce it when its text appears.
 */
export function LoadingBarView({ visible, progress, failed }: Props) {
  const { t } = useTranslation();
  return (
    <div className="loading-bar">
      {visible && (
        <div
          role="progressbar"
          className="loading-bar__track"
          data-failed={failed}
          aria-label={t('loadingBar.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          aria-valuetext={failed ? t('loadingBar.failed') : undefined}
        >
          <div className="loading-bar__fill" style={{ transform: `scaleX(${String(progress / 100)})` }} />
        </div>
      )}
      <p role="status" className="visually-hidden">
        {visible && failed ? t('loadingBar.failed') : ''}
      </p>
    </div>
  );
}
