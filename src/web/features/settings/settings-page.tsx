import { Database, EyeOff, MonitorPlay, UserRound } from "lucide-react";
import { Navigate } from "react-router";
import { BackToHome } from "@/web/components/back-to-home";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSession } from "@/web/kit/session/session-provider";
import { DataTab } from "./components/data-tab";
import { HiddenTitlesTab } from "./components/hidden-titles-tab";
import { ProfileTab } from "./components/profile-tab";
import { StreamingTab } from "./components/streaming-tab";

/** /settings: home when logged out (guests too), 'Loading...' while the session resolves. */
export function SettingsPage() {
  const { loading, isLoggedIn } = useSession();
  if (loading) {
    return (
      <p role="status" className="page-gutter mx-auto max-w-3xl py-16 text-fg-secondary">
        Loading...
      </p>
    );
  }
  if (!isLoggedIn) return <Navigate to="/" replace />;

  return (
    <div className="page-gutter mx-auto max-w-3xl py-8 sm:py-10">
      <BackToHome className="mb-6" />
      <h1 className="text-3xl font-semibold sm:text-4xl">Settings</h1>
      <p className="mt-2 text-fg-secondary">
        Your account, the streaming services you pay for, hidden titles and your data.
      </p>
      <Tabs defaultValue="profile" className="mt-8">
        <TabsList aria-label="Settings sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile" className="h-11 justify-center px-4">
            <UserRound strokeWidth={1.75} aria-hidden />
            Profile
          </TabsTrigger>
          <TabsTrigger value="streaming" className="h-11 justify-center px-4">
            <MonitorPlay strokeWidth={1.75} aria-hidden />
            Streaming
          </TabsTrigger>
          <TabsTrigger value="hidden" className="h-11 justify-center px-4">
            <EyeOff strokeWidth={1.75} aria-hidden />
            Hidden titles
          </TabsTrigger>
          <TabsTrigger value="data" className="h-11 justify-center px-4">
            <Database strokeWidth={1.75} aria-hidden />
            Your data
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="streaming">
          <StreamingTab />
        </TabsContent>
        <TabsContent value="hidden">
          <HiddenTitlesTab />
        </TabsContent>
        <TabsContent value="data">
          <DataTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
