import { useMutation } from '@tanstack/react-query';
import type { User } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export function updateProfile(name: string): Promise<{ user: User }> {
  return apiRequest('/api/auth/profile', { method: 'PUT', body: { name } });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => sessionStore.updateUser(result.user),
  });
}
