import type { StaffNoteView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../components/format';
import { roleTextKey, type RoleChoice } from '../users/role-label';

/** Staff notes, newest first: the text, who wrote it (and their role) and when. */
export function NotesList({ notes }: { notes: StaffNoteView[] }) {
  const { t } = useTranslation();
  if (!notes.length) return <p className="muted">{t('adminCustomers.notes.empty')}</p>;
  return (
    <ul className="staff-notes">
      {notes.map((note) => (
        <li key={note.id} className="staff-note" data-testid="staff-note">
          <p className="staff-note-body">{note.body}</p>
          <div className="muted small">
            {t('adminCustomers.notes.by', {
              name: note.authorName,
              role: t(roleTextKey(note.authorRole as RoleChoice), { defaultValue: note.authorRole }),
            })}{' '}
            · <time dateTime={note.createdAt}>{dateTime(note.createdAt)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}
