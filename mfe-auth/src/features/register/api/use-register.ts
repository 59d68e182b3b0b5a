import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Creates the account (`auth.register`); the server answers 'User already exists' for a taken email. */
export function useRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.register.mutationOptions());
}
