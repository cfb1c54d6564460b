import { registerTexts } from '../../messages/register';
import type { RegisterView } from '../../state/register/registerView';

const LABELS: Record<RegisterView, string> = { table: registerTexts.viewTable, map: registerTexts.viewMap, stats: registerTexts.viewStats };

/** Table, map or statistics: toggle buttons (the pressed one is the current view). */
export function ViewSwitch({ view, onChange }: { view: RegisterView; onChange: (view: RegisterView) => void }) {
  return (
    <div className="register-views" role="group" aria-label={registerTexts.views}>
      {(Object.keys(LABELS) as RegisterView[]).map((key) => (
        <button key={key} type="button" className="register-views__button" aria-pressed={view === key} onClick={() => onChange(key)}>
          {LABELS[key]}
        </button>
      ))}
    </div>
  );
}
