/**
 * The page bench/map-frames.ts opens: the map of a busy account (800 targets and 200 armies), sent
 * again every second as the map stream does, so the frames measured pay for the live updates too.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountMapView } from './AccountMapView';
import { sampleMap } from './sample-map';
import '../../styles/global.css';

const query = new URLSearchParams(location.search);
const targets = Number(query.get('targets') ?? 800);
const armies = Number(query.get('armies') ?? 200);

function BenchPage() {
  const [map, setMap] = useState(() => sampleMap({ targets, armies, now: Date.now() }));
  useEffect(() => {
    // A new object each second, as a parsed stream event is: the component cannot tell it from a change.
    const timer = setInterval(() => setMap(sampleMap({ targets, armies, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, []);
  return <AccountMapView map={map} label="bench" />;
}

createRoot(document.getElementById('root')!).render(<BenchPage />);
