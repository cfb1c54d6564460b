import { useQuery } from '@tanstack/react-query';
import { authUserQuery, ownerRegistrationQuery } from '../../api/queries';
import { EnumLabel } from '../../components/EnumLabel';
import { formatDate } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { ownerRegistrationTexts as t, registrationTypeLabels } from '../../messages/register';

/**
 * The owner's registration in the portal's register of parties (POST /api/assistant/registered with the
 * GLN of the user info): the name and GLN registered, the registration types and since when.
 */
export function OwnerRegistration({ gln }: { gln: string }) {
  const user = useQuery(authUserQuery());
  const registration = useQuery(ownerRegistrationQuery(gln, user.data));
  return (
    <section aria-labelledby="start-registration" className="start-registration">
      <h3 id="start-registration">{t.heading}</h3>
      <QueryState query={registration} isEmpty={(r) => !r.registered} emptyText={t.notRegistered} errorText={t.unavailable}>
        {(r) => (
          <dl className="facts">
            <dt>{t.name}</dt>
            <dd>{r.name ?? gln}</dd>
            <dt>{t.gln}</dt>
            <dd>{r.gln ?? gln}</dd>
            {r.registrationTypes.length > 0 && (
              <>
                <dt>{t.types}</dt>
                <dd>
                  <ul className="start-registration__types">
                    {r.registrationTypes.map((type) => (
                      <li key={type}>
                        <EnumLabel labels={registrationTypeLabels} value={type} />
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {r.registeredSince && (
              <>
                <dt>{t.since}</dt>
                <dd>{formatDate(r.registeredSince)}</dd>
              </>
            )}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
