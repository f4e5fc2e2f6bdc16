import type { ComponentType } from 'react';
import { findResource } from '@/schema/resources';
import type { AreaPageProps } from '../area-page-props';
import type { ResourceScreenEntry } from '../engine/resource-screens';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import { ResourceShowPage } from './resource-show-page';

const screens = new Map<string, ComponentType<AreaPageProps>>();

/** The generic screen of one route pattern (see resourceScreenEntries), made once per pattern. */
export function resourceScreen(entry: ResourceScreenEntry): ComponentType<AreaPageProps> {
  const known = screens.get(entry.pattern);
  if (known) return known;
  const definition = findResource(entry.resource);
  if (!definition) throw new Error(`No resource ${entry.resource} for ${entry.pattern}`);
  let screen: ComponentType<AreaPageProps>;
  switch (entry.kind) {
    case 'list':
      screen = (props) => <ResourceListPage {...props} definition={definition} />;
      break;
    case 'show':
      screen = (props) => <ResourceShowPage {...props} definition={definition} childList={entry.childList} />;
      break;
    case 'create':
    case 'edit':
      screen = (props) => <ResourceFormPage {...props} definition={definition} mode={entry.kind} />;
      break;
  }
  screen.displayName = `ResourceScreen(${entry.kind} ${entry.resource})`;
  screens.set(entry.pattern, screen);
  return screen;
}
