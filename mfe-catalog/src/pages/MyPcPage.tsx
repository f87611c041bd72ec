import { PageTitle } from '@driveratlas/platform';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  decodeSharedDevices,
  deviceListRefusal,
  DeviceListForm,
  DeviceListSteps,
  DeviceReport,
  postDeviceList,
  powerShellList,
  sharedFragment,
  thisPcSystem,
  usePostedReport,
  type DeviceReportAnswer,
} from '../features/my-pc';

const TITLE = 'Check Your Whole PC';
const DESCRIPTION =
  'Paste the device list Windows prints and see every device of your PC, the driver it has and whether a newer one is on the maker’s official site. Nothing is stored.';

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; report: DeviceReportAnswer }
  /** The list was refused: the reason shows beside the box. */
  | { status: 'refused'; message: string }
  /** The check could not be made (network, service): said in the report's place, with Try again. */
  | { status: 'failed'; message: string; list: string | Blob; ofThisPc: boolean };

const isRefusal = (error: unknown) => [400, 413].includes((error as { status?: number })?.status ?? 0);

function initialCheck({ report, error }: ReturnType<typeof usePostedReport>): Check {
  if (report) return { status: 'done', report };
  if (error) return { status: 'refused', message: deviceListRefusal(error) };
  return { status: 'idle' };
}

/**
 * My PC: a browser cannot see a PC's hardware, so the visitor pastes the list Windows prints and sees every device, its
 * driver and whether a newer one is out. The list is checked and forgotten; a share link (`#r=…`) is checked on opening.
 */
export default function MyPcPage() {
  const posted = usePostedReport();
  const [check, setCheck] = useState<Check>(() => initialCheck(posted));
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const focusReport = useRef(false);

  /** `ofThisPc`: a list the visitor gave is likely this PC's, checked for its Windows; a share link's PC may be another. */
  const run = async (list: string | Blob, byVisitor: boolean, ofThisPc = byVisitor) => {
    setCheck({ status: 'checking' });
    try {
      const report = await postDeviceList(list, ofThisPc ? await thisPcSystem() : {});
      focusReport.current = byVisitor;
      setCheck({ status: 'done', report });
    } catch (error) {
      const message = deviceListRefusal(error);
      setCheck(
        isRefusal(error)
          ? { status: 'refused', message }
          : { status: 'failed', message: 'The check is not available right now. Please try again in a moment.', list, ofThisPc },
      );
    }
  };

  useEffect(() => {
    if (check.status === 'done' && focusReport.current) {
      focusReport.current = false;
      reportHeading.current?.focus();
    }
  }, [check]);

  // A share link's devices, read from the fragment (which the browser never sends) and checked as a pasted list.
  useEffect(() => {
    const shared = sharedFragment(window.location.hash);
    if (!shared) return;
    decodeSharedDevices(shared).then(
      (devices) => void run(powerShellList(devices), false),
      () => setCheck({ status: 'refused', message: 'This share link is damaged: ask for it again, or paste your own list.' }),
    );
  }, []);

  return (
    <div className="my-pc-page">
      <PageTitle title={TITLE} description={DESCRIPTION}>
        <p className="my-pc-page__intro">
          A browser cannot see your hardware, but Windows can list it. Run one command, paste its list here, and see every device, the driver it has and whether
          a newer one is on the maker&apos;s site. Nothing you paste is stored or logged.
        </p>
      </PageTitle>
      <DeviceListSteps />
      <DeviceListForm
        initialText={posted.text}
        checking={check.status === 'checking'}
        error={check.status === 'refused' ? check.message : undefined}
        onCheck={(list) => void run(list, true)}
      />
      <div className="my-pc-page__report">
        {(check.status === 'idle' || check.status === 'refused') && (
          <p className="my-pc-page__waiting">Your report shows here: every device, its driver, and the newest one in the catalogue.</p>
        )}
        {check.status === 'checking' && (
          <div className="my-pc-page__loading" role="status">
            {/* The site's spinner, styled by the shell's page-loading rules (a class, not a component: a remote may run with an older shell). */}
            <span className="page-loading__spinner" aria-hidden="true" />
            Checking your devices…
          </div>
        )}
        {check.status === 'failed' && (
          <div className="my-pc-page__failed" role="alert">
            <p>{check.message}</p>
            <Button onClick={() => void run(check.list, true, check.ofThisPc)}>Try again</Button>
          </div>
        )}
        {check.status === 'done' && <DeviceReport report={check.report} headingRef={reportHeading} />}
      </div>
    </div>
  );
}
