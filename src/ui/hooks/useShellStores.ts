import { ConnectivityStore } from '../../application/shell/ConnectivityStore';
import { LoginDialogController } from '../../application/shell/LoginDialogController';
import { NavigationProgress } from '../../application/shell/NavigationProgress';
import { ToastCenter } from '../../application/shell/ToastCenter';
import { useObservable } from './useObservable';
import { useSession } from './useUserMeta';
import { useUseCase } from './useUseCase';

export const useCartCount = () => useSession()?.cartCount ?? 0;
export const useNotificationCount = () => useSession()?.notificationCount ?? 0;
export const useOnline = () => useObservable(useUseCase(ConnectivityStore).state$);
export const useToasts = () => useObservable(useUseCase(ToastCenter).state$);
export const useProgress = () => useObservable(useUseCase(NavigationProgress).state$);
export const useLoginDialogState = () => useObservable(useUseCase(LoginDialogController).state$);
export const useLoginDialog = () => useUseCase(LoginDialogController);
