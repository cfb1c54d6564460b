import { defineExamples } from '../examples';
import { Info } from './Info';

export const infoExamples = defineExamples({
  fields: {
    title: 'Info-Blöcke',
    render: () => (
      <div>
        <p>
          Anlagen-ID
          <Info label="Anlagen-ID">Die Kennung der Anlage im Register, z. B. AT-IPPC-000123.</Info>
        </p>
        <p>
          Bezirk
          <Info label="Bezirk">Der politische Bezirk, in dem die Anlage liegt.</Info>
        </p>
      </div>
    ),
  },
});
