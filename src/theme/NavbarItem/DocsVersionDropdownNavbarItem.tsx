import type {ReactNode} from 'react';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {VERSION_DROPDOWN} from '@site/src/site/navbar';
import styles from './styles.module.css';

/**
 * The version dropdown, read as one: "Version" stands before its button so
 * that a bare "Next" no longer looks like pagination, it always opens a menu
 * (with one version the theme would draw a plain link), and it is never
 * highlighted as the active section beside "Hands-on". In the mobile menu the
 * theme already heads it "Versions".
 */
export default function VersionDropdown(props: Props): ReactNode {
  // The theme's button shows the first candidate: the version being read, the reader's preferred one, or the latest.
  const [shown] = useDocsVersionCandidates(props.docsPluginId);
  const dropdown = (
    <DocsVersionDropdownNavbarItem
      {...props}
      {...(props.mobile ? {} : {'aria-label': `${VERSION_DROPDOWN.label}: ${shown?.label ?? ''}`})}
      dropdownActiveClassDisabled
      dropdownItemsBefore={[
        {type: 'html', value: VERSION_DROPDOWN.menuHeading, className: styles.menuHeading},
        ...(props.dropdownItemsBefore ?? []),
      ]}
    />
  );
  if (props.mobile) return dropdown;
  return (
    <div className={styles.version}>
      {/* The button's own name says it: this is what the eye reads. */}
      <span className={styles.label} aria-hidden="true">
        {VERSION_DROPDOWN.label}
      </span>
      {dropdown}
    </div>
  );
}
