import { catalogueEntry, findCatalogueEntry, normaliseName } from '@fitness/catalogue';
import type { CreateCustomExerciseInput } from '@fitness/schemas';
import type { Clock } from '../../platform/clock';
import { newId, type Storage } from '../../platform/storage';
import { insertKeepingStored } from '../../platform/user-data/bulk-writes';
import { CUSTOM_EXERCISES, EXERCISE_LINKS, type CustomExerciseRecord, type ExerciseLinkRecord } from './custom-exercise-records';

/** A name of an imported file: the name it is written under, and whether it links to an exercise. */
export interface ImportedName {
  fileName: string;
  name: string;
  linked: boolean;
}

/** A custom exercise as a backup holds it (no ids: a backup names things). */
export type BackupCustomExercise = CreateCustomExerciseInput;
/** A hand link as a backup holds it: to a catalogue entry by its id, to a custom exercise by its name. */
export type BackupExerciseLink = { name: string; catalogueId: string } | { name: string; customName: string };

export interface CustomExercisesBackup {
  customExercises: BackupCustomExercise[];
  exerciseLinks: BackupExerciseLink[];
}

/**
 * Custom exercises and links as the import and the export need them (docs/decisions/0074): the names
 * a file's exercises get, the backup's part, and the undo of an import's part.
 */
export class CustomExerciseTransfers {
  private readonly exercises;
  private readonly links;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.exercises = storage.collection<CustomExerciseRecord>(CUSTOM_EXERCISES.name);
    this.links = storage.collection<ExerciseLinkRecord>(EXERCISE_LINKS.name);
  }

  /**
   * The name each of a file's names is written under, each name once in the file's order (docs/decisions/0074).
   * A name that links by itself (a catalogue name or alias, a custom exercise's name) is written under
   * the name the user's history of that exercise is under, so it lands on that history: the file's name
   * when the user has it, else the exercise's own name when the user has it, else the first of the
   * user's names linked to it, else the exercise's own name ("Bench Press (Barbell)" → "Barbell Bench
   * Press"). With `keep`, and for a name linked only by hand (the user's own word), the file's name stays.
   * `userNames` are the user's names with history, in their order; `alsoLinked` names count as linked by hand.
   */
  async importNames(
    userId: string,
    names: Iterable<string>,
    options: { keep: boolean; userNames?: readonly string[]; alsoLinked?: readonly string[] },
  ): Promise<ImportedName[]> {
    const [customs, links] = await Promise.all([
      this.exercises.find({ userId }, { projection: { name: 1, key: 1 } }),
      this.links.find({ userId }, { projection: { key: 1, target: 1 } }),
    ]);
    const customByKey = new Map(customs.map((c) => [c.key, c]));
    const handLinks = new Map(links.map((l) => [l.key, 'catalogueId' in l.target ? `catalogue ${l.target.catalogueId}` : `custom ${l.target.customId}`]));
    for (const name of options.alsoLinked ?? []) if (!handLinks.has(normaliseName(name))) handLinks.set(normaliseName(name), 'backup');
    /** What a name links to by itself, and that exercise's own name. */
    const linkOf = (name: string): { target: string; name: string } | undefined => {
      const entry = findCatalogueEntry(name);
      if (entry) return { target: `catalogue ${entry.id}`, name: entry.name };
      const custom = customByKey.get(normaliseName(name));
      return custom && { target: `custom ${custom.id}`, name: custom.name };
    };
    const userNames = options.userNames ?? [];
    const has = new Set(userNames);
    const targetOf = (name: string) => linkOf(name)?.target ?? handLinks.get(normaliseName(name));
    const writtenAs = (fileName: string, link: { target: string; name: string }) => {
      if (options.keep || has.has(fileName)) return fileName;
      if (has.has(link.name)) return link.name;
      return userNames.find((name) => targetOf(name) === link.target) ?? link.name;
    };
    const answer = new Map<string, ImportedName>();
    for (const fileName of names) {
      if (answer.has(fileName)) continue;
      const link = linkOf(fileName);
      if (link) answer.set(fileName, { fileName, name: writtenAs(fileName, link), linked: true });
      else answer.set(fileName, { fileName, name: fileName, linked: handLinks.has(normaliseName(fileName)) });
    }
    return [...answer.values()];
  }

  /** The user's custom exercises (oldest first) and hand links (by name) for the backup. */
  async backupOf(userId: string): Promise<CustomExercisesBackup> {
    const [customs, links] = await Promise.all([this.exercises.find({ userId }), this.links.find({ userId })]);
    customs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    const nameOf = new Map(customs.map((c) => [c.id, c.name]));
    const exerciseLinks: BackupExerciseLink[] = [];
    for (const link of links.sort((a, b) => (a.key < b.key ? -1 : 1))) {
      if ('catalogueId' in link.target) exerciseLinks.push({ name: link.name, catalogueId: link.target.catalogueId });
      else if (nameOf.has(link.target.customId)) exerciseLinks.push({ name: link.name, customName: nameOf.get(link.target.customId)! });
    }
    return {
      customExercises: customs.map((c) => ({ name: c.name, kind: c.kind, primary: c.primary, secondary: c.secondary, equipment: c.equipment })),
      exerciseLinks,
    };
  }

  /**
   * A backup's custom exercises and links, tagged with the import. What the user has already wins: a
   * name they have a custom exercise or a link of, or a catalogue name, is left as it is; a link to a
   * catalogue entry this build does not know, or to a custom exercise neither has, is left out.
   */
  async importBackup(userId: string, importId: string, backup: CustomExercisesBackup): Promise<{ customExercises: number; exerciseLinks: number }> {
    const [customs, links] = await Promise.all([
      this.exercises.find({ userId }, { projection: { key: 1 } }),
      this.links.find({ userId }, { projection: { key: 1 } }),
    ]);
    const customIds = new Map(customs.map((c) => [c.key, c.id]));
    const taken = new Set(links.map((l) => l.key));
    const newCustoms: CustomExerciseRecord[] = [];
    const createdAt = this.clock.now();
    for (const exercise of backup.customExercises) {
      const key = normaliseName(exercise.name);
      if (customIds.has(key) || findCatalogueEntry(exercise.name)) continue;
      const record: CustomExerciseRecord = { id: newId(), userId, key, createdAt, importId, ...exercise };
      customIds.set(key, record.id);
      newCustoms.push(record);
    }
    const newLinks: ExerciseLinkRecord[] = [];
    for (const link of backup.exerciseLinks) {
      const key = normaliseName(link.name);
      if (taken.has(key) || customIds.has(key) || findCatalogueEntry(link.name)) continue;
      const customId = 'customName' in link ? customIds.get(normaliseName(link.customName)) : undefined;
      const target = 'catalogueId' in link ? (catalogueEntry(link.catalogueId) ? { catalogueId: link.catalogueId } : undefined) : customId && { customId };
      if (!target) continue;
      taken.add(key);
      newLinks.push({ id: newId(), userId, name: link.name, key, target, importId });
    }
    // A name made meanwhile (another tab) keeps what it is.
    await insertKeepingStored(this.exercises, newCustoms, 1000, async () => {});
    await insertKeepingStored(this.links, newLinks, 1000, async () => {});
    return { customExercises: newCustoms.length, exerciseLinks: newLinks.length };
  }

  /** Removes what one import added, and the links made since to its custom exercises. */
  async removeImported(userId: string, importId: string): Promise<void> {
    const imported = await this.exercises.find({ userId, importId }, { projection: { id: 1 } });
    await this.links.deleteMany({ userId, importId });
    if (imported.length) await this.links.deleteMany({ userId, 'target.customId': { $in: imported.map((c) => c.id) } });
    await this.exercises.deleteMany({ userId, importId });
  }
}
