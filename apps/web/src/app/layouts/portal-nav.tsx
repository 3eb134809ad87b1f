import type { Permission, UserRole } from '@affnet/contracts';
import { NavLink } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import { navSectionsOf, routesOf } from '../route-table';
import { sectionIcon } from './section-icons';

/** The section of the screen at `pathname`, also for screens not in the sidebar (an offer's tabs). */
function sectionAt(role: UserRole, pathname: string): string | undefined {
  return routesOf(role).find((entry) => matchPath(entry.path, pathname))?.section;
}

const NO_PERMISSIONS: Permission[] = [];

type PortalNavProps = { role: UserRole; onNavigate?: () => void };

/** A role's sidebar, built from the route table: one collapsible group per section. */
export function PortalNav({ role, onNavigate }: PortalNavProps) {
  const { pathname } = useLocation();
  const permissions = useAuthStore((state) => state.user?.permissions ?? NO_PERMISSIONS);
  const sections = useMemo(() => navSectionsOf(role, permissions), [role, permissions]);
  const currentSection = sectionAt(role, pathname);
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(
    () => new Set(currentSection ? [currentSection] : []),
  );
  useEffect(() => {
    if (currentSection) setOpenSections((open) => new Set(open).add(currentSection));
  }, [currentSection]);

  const toggle = (label: string, isOpen: boolean) =>
    setOpenSections((open) => {
      const next = new Set(open);
      if (isOpen) next.add(label);
      else next.delete(label);
      return next;
    });

  return (
    <nav aria-label="Main">
      {sections.map((section) => {
        const Icon = sectionIcon(section.label);
        const icon = <Icon size={18} stroke={1.6} aria-hidden />;
        const [only] = section.links;
        if (section.links.length === 1 && only) {
          return (
            <NavLink
              key={section.label}
              component={Link}
              to={only.to}
              label={only.label}
              leftSection={icon}
              active={pathname === only.to}
              onClick={onNavigate}
            />
          );
        }
        return (
          <NavLink
            key={section.label}
            label={section.label}
            leftSection={icon}
            opened={openSections.has(section.label)}
            onChange={(isOpen) => toggle(section.label, isOpen)}
            active={currentSection === section.label}
            variant="subtle"
          >
            {section.links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={pathname === link.to}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
