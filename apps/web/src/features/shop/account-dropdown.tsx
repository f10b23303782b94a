import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../lib/navigation';
import type { UserView } from '@app/contracts';
import { signOut } from '../../lib/sign-out';

/** The signed-in customer's menu in the header: My Orders, My eSIMs, Settings, Sign Out. */
export function AccountMenu({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const navigate = useGo();
  const queryClient = useQueryClient();
  const initial = (user.fullName.trim()[0] ?? '?').toUpperCase();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="account-trigger" aria-label={`${t('shop.header.account')}: ${user.fullName}`}>
        <span className="account-avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="header-link-text">{user.fullName}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="account-menu" align="end" sideOffset={6}>
          <Menu.Item className="account-menu-item" onSelect={() => navigate('/orders')}>
            {t('shop.header.orders')}
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => navigate('/my-esims')}>
            {t('shop.header.myEsims')}
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => navigate('/settings')}>
            {t('shop.header.settings')}
          </Menu.Item>
          <Menu.Separator className="account-menu-separator" />
          <Menu.Item className="account-menu-item" onSelect={() => void signOut(queryClient)}>
            {t('shop.header.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
