/** A one-time set-password link to hand on: copyable, with when it stops working and that it was mailed too. */
import { useIntl } from 'react-intl';
import type { StaffInvite } from '../../../contract/admin/types';
import { STAFF_LINK_MINUTES } from '../../../contract/admin/constants';
import { CopyField } from '../../ui/copy-field';

export function LinkPanel({ invite }: { invite: StaffInvite }) {
  const intl = useIntl();
  return (
    <div className="link-panel" role="status">
      <p>
        {intl.formatMessage(
          { id: 'staff.link.sent' },
          { email: invite.member.email, minutes: STAFF_LINK_MINUTES },
        )}
      </p>
      <CopyField
        label={intl.formatMessage({ id: 'staff.link.label' })}
        value={invite.link}
        copyLabel={intl.formatMessage({ id: 'common.copy' })}
        copiedLabel={intl.formatMessage({ id: 'common.copied' })}
      />
    </div>
  );
}
