/**
 * Staff (the owner's screen; the route shows "not allowed" to anyone else, and the API answers them
 * 403): every member with their role, state, two-step sign-in and since when; inviting one; changing a
 * role; disabling or enabling; a new set-password link. The list is the server's answer, replaced
 * row by row with what each change answers.
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { StaffInvite, StaffMember } from '../../../contract/admin/types';
import { AppDialog } from '../../../src/ui/dialog';
import { QueryView } from '../../lib/query-view';
import { session } from '../../lib/session';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { columnsFor, DataTable } from '../../ui/data-table';
import { listStaff } from './api';
import { InviteForm } from './invite-form';
import { LinkPanel } from './link-panel';
import { MemberActions, RoleSelect } from './member-controls';

const column = columnsFor<StaffMember>();

export function StaffPage() {
  const intl = useIntl();
  const me = useSnapshot(session).me?.member.id;
  const query = useAdminQuery('staff', listStaff);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<StaffInvite | null>(null);
  const title = intl.formatMessage({ id: 'staff.title' });
  usePageTitle(title);

  const { setData } = query;
  const columns = useMemo(() => {
    const put = (member: StaffMember) =>
      setData((list) => list?.map((m) => (m.id === member.id ? member : m)));
    const text = (id: string) => intl.formatMessage({ id });
    return column.columns([
      column.accessor('email', {
        header: text('staff.email'),
        cell: (info) =>
          info.row.original.id === me
            ? intl.formatMessage({ id: 'staff.you' }, { email: info.getValue() })
            : info.getValue(),
      }),
      column.accessor('role', {
        header: text('staff.role'),
        cell: (info) => <RoleSelect member={info.row.original} onChanged={put} />,
      }),
      column.accessor('state', {
        header: text('staff.state'),
        cell: (info) => (
          <span className={`badge badge--${info.getValue()}`}>
            {text(`staff.state.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('totp', {
        header: text('staff.totp'),
        cell: (info) => text(info.getValue() ? 'common.on' : 'common.off'),
      }),
      column.accessor('created_at', {
        header: text('staff.since'),
        cell: (info) => intl.formatDate(info.getValue(), { dateStyle: 'medium' }),
      }),
      column.display({
        id: 'actions',
        header: text('staff.actions'),
        cell: (info) => (
          <MemberActions member={info.row.original} onChanged={put} onLink={setLink} />
        ),
      }),
    ]);
  }, [intl, me, setData]);

  return (
    <section className="page">
      <div className="page__head">
        <h1>{title}</h1>
        <Button className="button" onPress={() => setInviting(true)}>
          {intl.formatMessage({ id: 'staff.invite' })}
        </Button>
      </div>
      <QueryView query={query}>
        {(members) => (
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            data={members}
            rowId={(member) => member.id}
            empty={intl.formatMessage({ id: 'staff.empty' })}
          />
        )}
      </QueryView>
      <AppDialog
        isOpen={inviting}
        onOpenChange={setInviting}
        title={intl.formatMessage({ id: 'staff.invite' })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      >
        <InviteForm onInvited={({ member }) => setData((list) => [...(list ?? []), member])} />
      </AppDialog>
      <AppDialog
        isOpen={link !== null}
        onOpenChange={(open) => !open && setLink(null)}
        title={intl.formatMessage({ id: 'staff.link.title' })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
      >
        {link && <LinkPanel invite={link} />}
      </AppDialog>
    </section>
  );
}
