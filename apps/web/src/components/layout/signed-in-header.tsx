import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { BrandLink } from './brand-link';
import { Avatar } from '../avatar';
import { Modal } from '../modal/modal';

interface SignedInHeaderProps {
  appName: string;
  /** The customer's name, or their number when no name is given yet. */
  userName: string;
  /** Office workers get a way into the console. */
  isAdmin?: boolean;
  onLogout: () => void;
}

/** Home, My Appointments, My Profile, avatar and name, mobile menu, logout. */
export function SignedInHeader({
  appName,
  userName,
  isAdmin = false,
  onLogout,
}: SignedInHeaderProps) {
  const { t } = useTranslation('account');
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <header className="signed-in-header">
      <BrandLink appName={appName} to="/home" />
      <button
        type="button"
        className="icon-button signed-in-header__menu-button"
        aria-expanded={menuOpen}
        aria-controls="signed-in-nav"
        aria-label={menuOpen ? t('close_menu') : t('menu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
      </button>
      <nav
        id="signed-in-nav"
        className={`signed-in-nav${menuOpen ? ' signed-in-nav--open' : ''}`}
        aria-label={t('menu')}
      >
        <NavLink to="/home" onClick={() => setMenuOpen(false)}>
          {t('nav_home')}
        </NavLink>
        <NavLink to="/appointments" onClick={() => setMenuOpen(false)}>
          {t('nav_appointments')}
        </NavLink>
        <NavLink to="/profile" onClick={() => setMenuOpen(false)}>
          {t('nav_profile')}
        </NavLink>
        {isAdmin && (
          <NavLink to="/admin" onClick={() => setMenuOpen(false)}>
            {t('nav_admin')}
          </NavLink>
        )}
        <span className="signed-in-nav__user">
          <Avatar name={userName} />
          <span className="signed-in-nav__name" title={userName}>
            {userName}
          </span>
        </span>
        <button
          type="button"
          className="button button--small button--light"
          onClick={() => setConfirming(true)}
        >
          {t('logout')}
        </button>
      </nav>
      {confirming && (
        <Modal
          title={t('logout_confirm_title')}
          closeLabel={t('cancel')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('logout_confirm_text')}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirming(false);
                onLogout();
              }}
            >
              {t('logout_confirm')}
            </button>
          </div>
        </Modal>
      )}
    </header>
  );
}
