import { useState } from 'react';
import { equipmentToStored, profileEquipment, type Profile } from '@fitness/domain';
import { useSaveEquipment } from '../api/use-save-equipment';
import { EquipmentForm } from './equipment-form';

/** The profile page's "Plates and bar", wired: the saved equipment (or the defaults of the user's units), saved on the server. */
export function EquipmentSection({ profile }: { profile: Profile }) {
  const save = useSaveEquipment();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string }>();
  const type = profile.measurementType;
  return (
    <EquipmentForm
      // A switch of units starts the form from that unit's numbers.
      key={type}
      equipment={profileEquipment(profile.equipment, type)}
      type={type}
      saving={save.isPending}
      status={status}
      onSave={(equipment) => {
        setStatus(undefined);
        save.mutate(equipmentToStored(equipment, type), {
          onSuccess: () => setStatus({ tone: 'success', text: 'Plates and bar saved.' }),
          onError: () => setStatus({ tone: 'error', text: 'Your plates and bar were not saved. Check your connection and try again.' }),
        });
      }}
    />
  );
}
