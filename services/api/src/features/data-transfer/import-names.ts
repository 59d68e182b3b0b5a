import type { ImportedName } from './import-answers';
import type { ImportFile } from './import-file';

/** The names of the file's days, each once, in the file's order. */
export function namesOf(file: ImportFile): string[] {
  return [...new Set(file.days.flatMap((day) => day.exercises.map((e) => e.name)))];
}

/**
 * The names a backup links without the catalogue: its custom exercises' and its hand links'. A backup's
 * names are this app's own and keep as they are; these are linked once it is imported.
 */
export function linkedByBackup(file: ImportFile): string[] {
  const backup = file.backup;
  return backup ? [...backup.customExercises.map((e) => e.name), ...backup.exerciseLinks.map((l) => l.name)] : [];
}

/** The file with each day's exercise written under the name it gets (a name linked by alias takes the entry's name). */
export function withNames(file: ImportFile, names: readonly ImportedName[]): ImportFile {
  const nameOf = new Map(names.map((n) => [n.fileName, n.name]));
  if (names.every((n) => n.name === n.fileName)) return file;
  return {
    ...file,
    days: file.days.map((day) => ({ ...day, exercises: day.exercises.map((e) => ({ ...e, name: nameOf.get(e.name) ?? e.name })) })),
  };
}
