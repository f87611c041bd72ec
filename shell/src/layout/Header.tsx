import { MenuOutlined, RadarChartOutlined } from '@ant-design/icons';
import { isPlainClick, useNotify, useOnDemand, useSiteConfig } from '@driveratlas/platform';
import { Button } from 'antd';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NAVIGATION } from '../app/navigation';

// The drawer serves small screens only, once the menu is opened: it stays off the first load.
const loadDrawer = () => import('antd/es/drawer');

/** The menu a small screen shows without scripts (the menu button's target, shown by CSS) and the drawer stands in for. */
const MENU_ID = 'site-menu';

function NavigationLinks({ onChoose }: { onChoose?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="nav-links">
      {NAVIGATION.map((item) => {
        const active = item.activeWhen(pathname);
        return (
          <li key={item.label}>
            <Link to={item.to} className={active ? 'nav-link nav-link--active' : 'nav-link'} aria-current={active ? 'page' : undefined} onClick={onChoose}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Header({ onAutoDetect }: { onAutoDetect: () => void }) {
  const { productName } = useSiteConfig();
  const notify = useNotify();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, ensureDrawer] = useOnDemand(loadDrawer);
  const open = () =>
    ensureDrawer().then(
      () => setDrawerOpen(true),
      () => notify({ title: 'The menu could not be opened', description: 'Please check your connection and try again.', variant: 'destructive' }),
    );
  const close = () => setDrawerOpen(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="logo">
          <span className="logo__mark" aria-hidden="true">
            DA
          </span>
          <span className="logo__name">{productName}</span>
        </Link>
        <nav className="site-nav site-nav--desktop" aria-label="Main">
          <NavigationLinks />
        </nav>
        <Button className="auto-detect auto-detect--desktop needs-script" type="primary" icon={<RadarChartOutlined />} onClick={onAutoDetect}>
          Auto-Detect
        </Button>
        {/* A link to the menu below, which CSS shows when it is the page's target: it works before the scripts run; with them, it opens the drawer. */}
        <Button
          className="menu-button"
          icon={<MenuOutlined />}
          href={`#${MENU_ID}`}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={(event: MouseEvent<HTMLElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            void open();
          }}
        />
      </div>
      <nav id={MENU_ID} className="site-menu" aria-label="Menu">
        <NavigationLinks />
        <a href="#main" className="site-menu__close">
          Close menu
        </a>
      </nav>
      {Drawer && (
        <Drawer title="Menu" placement="right" open={drawerOpen} onClose={close} size={280} className="nav-drawer">
          <nav aria-label="Main">
            <NavigationLinks onChoose={close} />
          </nav>
          <Button
            type="primary"
            block
            icon={<RadarChartOutlined />}
            onClick={() => {
              close();
              onAutoDetect();
            }}
          >
            Auto-Detect Hardware
          </Button>
        </Drawer>
      )}
    </header>
  );
}
