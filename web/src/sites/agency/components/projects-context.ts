import { createContext, useContext } from 'react';

/** Opens the projects modal from anywhere on the agency site (hero, navbar). */
export const ProjectsModalContext = createContext<() => void>(() => undefined);

export function useOpenProjects(): () => void {
  return useContext(ProjectsModalContext);
}
