/**
 * German content pages as the content service (GET /api/cms/{page}) delivers them: HTML fragments
 * without <html>/<body>, sanitized by the app before display (the `target` attribute is kept, links
 * of the form `cms.do?id=…` are rewritten to relative links).
 *
 * Structure of the FAQ page: an introductory paragraph and a table of contents, then one
 * `<section id="faq-…">` per question, holding an `<h2>` with the question followed by the answer
 * (paragraphs, optionally lists or a table). The section id is the anchor of the question.
 *
 * Facts only: the pages explain the IED and its Austrian transposition in general terms; they do not
 * mention findings about any company.
 */

export const CMS_UMWELTINSPEKTION = `<h1 id="umweltinspektion">Umweltinspektion</h1>
<p class="lead">IPPC-Anlagen werden nach einem festgelegten System regelmäßig von den Behörden überprüft.
Grundlage ist Artikel 23 der Industrieemissionsrichtlinie 2010/75/EU (IED). Diese Seite erklärt, wie
Umweltinspektionen geplant werden, wie oft Anlagen besucht werden und wo die Inspektionsberichte
veröffentlicht werden.</p>

<nav aria-label="Inhalt dieser Seite">
  <ul>
    <li><a href="#system">Das System der Umweltinspektionen</a></li>
    <li><a href="#plan-und-programm">Umweltinspektionsplan und -programm</a></li>
    <li><a href="#haeufigkeit">Risikobasierte Häufigkeit</a></li>
    <li><a href="#bericht">Inspektionsbericht und Veröffentlichung</a></li>
    <li><a href="#zustaendigkeit">Wer inspiziert in Österreich?</a></li>
  </ul>
</nav>

<h2 id="system">Das System der Umweltinspektionen</h2>
<p>Die Mitgliedstaaten der Europäischen Union müssen für alle Anlagen, die unter die
Industrieemissionsrichtlinie fallen, ein System von Umweltinspektionen einrichten. Eine
Umweltinspektion umfasst alle Maßnahmen, mit denen die Behörde prüft, ob eine Anlage die
Anforderungen ihrer Genehmigung einhält, und mit denen sie die Auswirkungen der Anlage auf die Umwelt
überwacht. Dazu gehören Besichtigungen vor Ort, die Kontrolle von Emissionsmessungen, die Prüfung
interner Berichte und Folgedokumente, die Überprüfung der Eigenüberwachung, der angewandten Techniken
und der Eignung des Umweltmanagements.</p>
<p>Die Umweltinspektion ist damit mehr als eine einzelne Begehung: Sie verbindet die laufende
Auswertung von Unterlagen, die der Betreiber der Behörde übermitteln muss, mit regelmäßigen
Besuchen der Anlage. Betreiber sind verpflichtet, den Behörden jede notwendige Unterstützung zu
gewähren, damit diese Besichtigungen vor Ort durchführen, Proben entnehmen und alle erforderlichen
Informationen sammeln können.</p>

<h2 id="plan-und-programm">Umweltinspektionsplan und -programm</h2>
<h3 id="plan">Der Umweltinspektionsplan</h3>
<p>Jede IPPC-Anlage muss von einem Umweltinspektionsplan erfasst sein. Der Plan wird regelmäßig
überprüft und bei Bedarf aktualisiert. Nach Artikel 23 Absatz 2 IED enthält er insbesondere:</p>
<ul>
  <li>eine allgemeine Bewertung der wichtigen Umweltprobleme im Planungsgebiet,</li>
  <li>den räumlichen Geltungsbereich des Plans,</li>
  <li>ein Verzeichnis der erfassten Anlagen,</li>
  <li>die Verfahren für die Aufstellung von Programmen für routinemäßige Umweltinspektionen,</li>
  <li>die Verfahren für nicht routinemäßige Umweltinspektionen und</li>
  <li>gegebenenfalls Bestimmungen für die Zusammenarbeit zwischen verschiedenen Inspektionsbehörden.</li>
</ul>
<h3 id="programm">Das Umweltinspektionsprogramm</h3>
<p>Auf Grundlage des Plans erstellt die zuständige Behörde regelmäßig Programme für routinemäßige
Umweltinspektionen. Das Programm legt fest, welche Anlagen in welchem Zeitraum besichtigt werden, und
enthält die Häufigkeit der Vor-Ort-Besichtigungen für die einzelnen Anlagenarten.</p>
<h3 id="nicht-routinemaessig">Nicht routinemäßige Inspektionen</h3>
<p>Neben den geplanten Besuchen gibt es anlassbezogene Umweltinspektionen. Sie werden so bald wie
möglich durchgeführt, um ernsthaften Umweltbeschwerden, ernsthaften umweltbezogenen Unfällen und
Vorfällen sowie Verstößen gegen Vorschriften nachzugehen. Gegebenenfalls finden sie auch vor der
Erteilung, Überprüfung oder Aktualisierung einer Genehmigung statt. Im Anlagenregister sind solche
Inspektionen als „anlassbezogen“ gekennzeichnet.</p>

<h2 id="haeufigkeit">Risikobasierte Häufigkeit</h2>
<p>Wie oft eine Anlage vor Ort besichtigt wird, richtet sich nach einer systematischen Beurteilung der
Umweltrisiken der betreffenden Anlage. Der Zeitraum zwischen zwei Vor-Ort-Besichtigungen beträgt
höchstens ein Jahr bei Anlagen der höchsten Risikostufe und höchstens drei Jahre bei Anlagen der
niedrigsten Risikostufe. Wurde bei einer Inspektion ein schwerwiegender Verstoß gegen die
Genehmigungsauflagen festgestellt, ist innerhalb von sechs Monaten eine zusätzliche
Vor-Ort-Besichtigung durchzuführen.</p>
<p>Die Beurteilung der Umweltrisiken stützt sich mindestens auf folgende Kriterien:</p>
<ol>
  <li>die möglichen und tatsächlichen Auswirkungen der Anlage auf die menschliche Gesundheit und die
  Umwelt, unter Berücksichtigung der Emissionswerte und -arten, der Empfindlichkeit der örtlichen
  Umgebung und der Unfallgefahr,</li>
  <li>die bisherige Einhaltung der Genehmigungsauflagen,</li>
  <li>die Teilnahme des Betreibers am Umweltmanagement- und Umweltbetriebsprüfungssystem der Union
  (EMAS).</li>
</ol>
<table>
  <caption>Beispiel für die Zuordnung von Risikostufen zu Besichtigungsintervallen</caption>
  <thead>
    <tr><th scope="col">Risikostufe</th><th scope="col">Typische Merkmale</th><th scope="col">Höchster Abstand der Vor-Ort-Besichtigungen</th></tr>
  </thead>
  <tbody>
    <tr><td>hoch</td><td>große Emissionsfrachten, empfindliche Umgebung, Verstöße in der Vergangenheit</td><td>1 Jahr</td></tr>
    <tr><td>mittel</td><td>durchschnittliche Emissionen, Auflagen weitgehend eingehalten</td><td>2 Jahre</td></tr>
    <tr><td>niedrig</td><td>geringe Emissionen, Auflagen eingehalten, EMAS-Teilnahme</td><td>3 Jahre</td></tr>
  </tbody>
</table>
<p>Die Tabelle veranschaulicht das Prinzip. Die konkrete Bewertung und die Gewichtung der Kriterien
legt der jeweilige Umweltinspektionsplan fest.</p>

<h2 id="bericht">Inspektionsbericht und Veröffentlichung</h2>
<p>Nach jeder Vor-Ort-Besichtigung erstellt die Behörde einen Bericht. Er enthält die relevanten
Feststellungen zur Einhaltung der Genehmigungsauflagen durch die Anlage und Schlussfolgerungen dazu,
ob weitere Maßnahmen notwendig sind. Für den Bericht gelten zwei Fristen:</p>
<ul>
  <li>Der Bericht wird dem Betreiber innerhalb von <strong>zwei Monaten</strong> nach der
  Vor-Ort-Besichtigung übermittelt.</li>
  <li>Der Bericht wird innerhalb von <strong>vier Monaten</strong> nach der Vor-Ort-Besichtigung der
  Öffentlichkeit zugänglich gemacht.</li>
</ul>
<p>Der Betreiber ergreift alle in dem Bericht angegebenen notwendigen Maßnahmen innerhalb einer
angemessenen Frist. Die veröffentlichten Berichte finden Sie in den Anlagendetails im
<a href="#/installations">Anlagenregister</a> unter „Umweltinspektionen“. Ist das Datum der
Veröffentlichung noch nicht angegeben, liegt die Besichtigung weniger als vier Monate zurück.</p>
<p>Für die Erstellung der Berichte stellen die Behörden eine einheitliche Vorlage bereit. Hinweise zum
Aufbau eines Inspektionsberichts enthält der <a href="cms.do?id=leitfaden-umweltinspektion">Leitfaden
Umweltinspektionsbericht</a>.</p>

<h2 id="zustaendigkeit">Wer inspiziert in Österreich?</h2>
<p>In Österreich ist die Industrieemissionsrichtlinie in mehreren Bundes- und Landesgesetzen
umgesetzt. Welche Behörde eine Anlage inspiziert, hängt davon ab, nach welchem Gesetz die Anlage
genehmigt ist:</p>
<ul>
  <li><strong>Gewerbliche Betriebsanlagen</strong> nach der Gewerbeordnung 1994: die
  Bezirksverwaltungsbehörde, also die Bezirkshauptmannschaft oder in Städten mit eigenem Statut der
  Magistrat.</li>
  <li><strong>Abfallbehandlungsanlagen</strong> nach dem Abfallwirtschaftsgesetz 2002: der
  Landeshauptmann bzw. die Landeshauptfrau.</li>
  <li><strong>Dampfkesselanlagen</strong> nach dem Emissionsschutzgesetz für Kesselanlagen (EG-K 2013):
  die nach diesem Gesetz zuständige Behörde, in der Regel die Bezirksverwaltungsbehörde.</li>
  <li><strong>Bergbauanlagen</strong> nach dem Mineralrohstoffgesetz: die Montanbehörde.</li>
  <li><strong>Anlagen zur Intensivhaltung</strong> von Geflügel oder Schweinen: die nach dem
  jeweiligen Landesrecht zuständige Behörde.</li>
</ul>
<p>Die Umweltinspektionspläne werden je Bundesland erstellt und veröffentlicht. Bei den Inspektionen
wirken Amtssachverständige der Ämter der Landesregierungen mit, etwa aus den Fachgebieten
Luftreinhaltung, Gewässerschutz, Abfalltechnik und Anlagensicherheit. Weitere Informationen zur
Inspektionspflicht enthält Artikel 23 der Richtlinie im
<a href="https://eur-lex.europa.eu/eli/dir/2010/75/oj" target="_blank" rel="noopener noreferrer">Amtsblatt
der Europäischen Union (EUR-Lex)</a>.</p>
`;

export const CMS_RECHTSGRUNDLAGEN_LEITFAEDEN = `<h1 id="rechtsgrundlagen-leitfaeden">Rechtsgrundlagen und Leitfäden</h1>
<p class="lead">Das Anlagenregister beruht auf der Industrieemissionsrichtlinie der Europäischen Union
und auf den österreichischen Gesetzen, die sie umsetzen. Hier finden Sie einen Überblick über die
Rechtsgrundlagen und eine Liste der Leitfäden für Behörden und Betreiber.</p>

<nav aria-label="Inhalt dieser Seite">
  <ul>
    <li><a href="#ied">Die Industrieemissionsrichtlinie</a></li>
    <li><a href="#revision-2024">Die Revision 2024</a></li>
    <li><a href="#umsetzung">Umsetzung in Österreich</a></li>
    <li><a href="#leitfaeden">Leitfäden</a></li>
  </ul>
</nav>

<h2 id="ied">Die Industrieemissionsrichtlinie 2010/75/EU</h2>
<p>Die Richtlinie 2010/75/EU über Industrieemissionen (integrierte Vermeidung und Verminderung der
Umweltverschmutzung), kurz IED, ist das zentrale Instrument der EU zur Regelung der Emissionen großer
Industrieanlagen. Sie hat die IPPC-Richtlinie 2008/1/EG und sechs sektorale Richtlinien, unter
anderem über Großfeuerungsanlagen, Abfallverbrennung und Lösungsmittelemissionen, in einem Rechtsakt
zusammengeführt.</p>
<h3 id="grundsaetze">Grundsätze</h3>
<ul>
  <li><strong>Integrierter Ansatz:</strong> Die Genehmigung berücksichtigt die gesamte
  Umweltleistung der Anlage, also Emissionen in Luft, Wasser und Boden, Abfallerzeugung,
  Rohstoff- und Energieverbrauch, Lärm, Unfallvermeidung und die Wiederherstellung des Geländes nach
  Stilllegung.</li>
  <li><strong>Beste verfügbare Techniken (bvT):</strong> Emissionsgrenzwerte stützen sich auf die
  besten verfügbaren Techniken. Diese werden in BVT-Merkblättern (BREF) beschrieben; deren Kapitel
  mit den bvT-Schlussfolgerungen werden als Durchführungsbeschlüsse der
  Europäischen Kommission verbindlich.</li>
  <li><strong>Anpassung:</strong> Innerhalb von vier Jahren nach Veröffentlichung der
  bvT-Schlussfolgerungen zur Haupttätigkeit einer Anlage werden die Genehmigungsauflagen überprüft und
  erforderlichenfalls aktualisiert, und die Anlage muss sie einhalten (Artikel 21 Absatz 3).</li>
  <li><strong>Umweltinspektionen:</strong> Jede Anlage wird nach einem Inspektionsplan risikobasiert
  überprüft (Artikel 23), siehe <a href="#/environmental-inspection">Umweltinspektion</a>.</li>
  <li><strong>Öffentlichkeit:</strong> Genehmigungen, Inspektionsberichte und Ergebnisse der
  Emissionsüberwachung sind der Öffentlichkeit zugänglich.</li>
</ul>
<h3 id="anhang-1">Tätigkeiten nach Anhang I</h3>
<p>Die Richtlinie gilt für die in Anhang I genannten Tätigkeiten, meist oberhalb bestimmter
Kapazitätsschwellen. Anhang I gliedert sich in sechs Kategorien:</p>
<table>
  <caption>Kategorien des Anhangs I der Industrieemissionsrichtlinie</caption>
  <thead>
    <tr><th scope="col">Nr.</th><th scope="col">Kategorie</th><th scope="col">Beispiele</th></tr>
  </thead>
  <tbody>
    <tr><td>1</td><td>Energiewirtschaft</td><td>Feuerungsanlagen ab 50 MW, Raffinerien</td></tr>
    <tr><td>2</td><td>Herstellung und Verarbeitung von Metallen</td><td>Stahlwerke, Gießereien, Galvaniken</td></tr>
    <tr><td>3</td><td>Mineralverarbeitende Industrie</td><td>Zement- und Kalkwerke, Glas, Keramik</td></tr>
    <tr><td>4</td><td>Chemische Industrie</td><td>organische und anorganische Grundchemikalien, Arzneimittel</td></tr>
    <tr><td>5</td><td>Abfallbehandlung</td><td>Abfallverbrennung, Behandlung gefährlicher Abfälle, Deponien</td></tr>
    <tr><td>6</td><td>Sonstige Tätigkeiten</td><td>Papier, Nahrungsmittel, Intensivtierhaltung, Lösungsmittel</td></tr>
  </tbody>
</table>

<h2 id="revision-2024">Die Revision 2024: Richtlinie (EU) 2024/1785</h2>
<p>Mit der Richtlinie (EU) 2024/1785 vom 24. April 2024 wurde die Industrieemissionsrichtlinie
umfassend überarbeitet. Sie ist am 4. August 2024 in Kraft getreten; die Mitgliedstaaten haben sie bis
1. Juli 2026 in nationales Recht umzusetzen. Wesentliche Neuerungen sind:</p>
<ul>
  <li>strengere Festlegung der Emissionsgrenzwerte: Die Behörde legt die niedrigsten erreichbaren
  Werte innerhalb der mit den bvT assoziierten Emissionsbandbreiten fest,</li>
  <li>verbindliche Leistungswerte für Ressourcen- und Wasserverbrauch,</li>
  <li>ein Umweltmanagementsystem für jede Anlage, einschließlich eines Transformationsplans für die
  Dekarbonisierung,</li>
  <li>neue Tätigkeiten, etwa die Herstellung von Batterien in großem Maßstab und die Gewinnung
  bestimmter Industrieminerale und Metallerze,</li>
  <li>erweiterte Vorschriften für die Intensivhaltung von Schweinen und Geflügel, mit Schwellenwerten
  in Großvieheinheiten und einheitlichen Betriebsvorschriften,</li>
  <li>wirksamere Sanktionen und ein Anspruch auf Entschädigung bei Gesundheitsschäden durch
  Verstöße.</li>
</ul>
<p>Zugleich wurde das Europäische Schadstofffreisetzungs- und -verbringungsregister (E-PRTR) durch das
Industrieemissionsportal nach der Verordnung (EU) 2024/1244 abgelöst.</p>

<h2 id="umsetzung">Umsetzung in Österreich</h2>
<p>Österreich hat die Industrieemissionsrichtlinie nicht in einem einzigen Gesetz umgesetzt, sondern in
den Materiengesetzen, nach denen die Anlagen genehmigt werden. Im Anlagenregister ist für jede Anlage
die Rechtsgrundlage angegeben.</p>
<table>
  <caption>Österreichische Rechtsgrundlagen für IPPC-Anlagen</caption>
  <thead>
    <tr><th scope="col">Gesetz</th><th scope="col">IPPC-Bestimmungen</th><th scope="col">Anlagen</th></tr>
  </thead>
  <tbody>
    <tr><td>Gewerbeordnung 1994 (GewO 1994)</td><td>Anlage 3, §§ 71b ff.</td><td>gewerbliche Betriebsanlagen, der Großteil der Industrieanlagen</td></tr>
    <tr><td>Abfallwirtschaftsgesetz 2002 (AWG 2002)</td><td>Anhang 5, §§ 37 ff.</td><td>IPPC-Behandlungsanlagen für Abfälle</td></tr>
    <tr><td>Emissionsschutzgesetz für Kesselanlagen (EG-K 2013)</td><td>gesamtes Gesetz</td><td>Dampfkessel- und Feuerungsanlagen</td></tr>
    <tr><td>Mineralrohstoffgesetz (MinroG)</td><td>§ 121 ff.</td><td>Bergbauanlagen</td></tr>
    <tr><td>Landesrecht</td><td>IPPC-Bestimmungen der Länder</td><td>Anlagen, die nicht bundesrechtlich erfasst sind, z. B. landwirtschaftliche Intensivtierhaltung</td></tr>
  </tbody>
</table>
<h3 id="weitere-gesetze">Weitere einschlägige Gesetze</h3>
<ul>
  <li><strong>Immissionsschutzgesetz-Luft (IG-L):</strong> Immissionsgrenzwerte zum Schutz der
  Gesundheit; bei Genehmigungen in belasteten Gebieten zu berücksichtigen.</li>
  <li><strong>Wasserrechtsgesetz 1959 (WRG 1959):</strong> Bewilligung von Abwassereinleitungen;
  die Abwasseremissionsverordnungen legen branchenspezifische Emissionsbegrenzungen fest.</li>
  <li><strong>Umweltverträglichkeitsprüfungsgesetz 2000 (UVP-G 2000):</strong> Für große Vorhaben
  ersetzt das konzentrierte UVP-Genehmigungsverfahren die einzelnen Anlagengenehmigungen.</li>
</ul>
<p>Die geltenden Fassungen der Gesetze finden Sie im
<a href="https://www.ris.bka.gv.at" target="_blank" rel="noopener noreferrer">Rechtsinformationssystem
des Bundes (RIS)</a>.</p>

<h2 id="leitfaeden">Leitfäden</h2>
<p>Die folgenden Leitfäden unterstützen Behörden und Betreiber bei der Anwendung der Vorschriften:</p>
<ul>
  <li><a href="cms.do?id=leitfaden-ippc-genehmigung">Leitfaden IPPC-Anlagen: Genehmigung und Anpassung an
  den Stand der Technik</a></li>
  <li><a href="cms.do?id=leitfaden-umweltinspektion">Leitfaden Umweltinspektionsbericht</a></li>
  <li><a href="cms.do?id=leitfaden-ausgangszustandsbericht">Leitfaden Ausgangszustandsbericht für Boden
  und Grundwasser</a>, auf Grundlage der Leitlinien der Europäischen Kommission zu Artikel 22 Absatz 2
  IED (2014/C 136/03)</li>
  <li><a href="cms.do?id=leitfaden-bvt-schlussfolgerungen">Leitfaden zur Anwendung der
  bvT-Schlussfolgerungen</a></li>
  <li><a href="#/bvt-conclusions">Übersicht der bvT-Schlussfolgerungen</a> in dieser Anwendung</li>
  <li>BVT-Merkblätter (BREF) des Europäischen IPPC-Büros:
  <a href="https://eippcb.jrc.ec.europa.eu/reference" target="_blank" rel="noopener noreferrer">eippcb.jrc.ec.europa.eu</a></li>
</ul>
`;

const faq = (id: string, question: string, answer: string): string =>
  `<section id="faq-${id}">\n  <h2>${question}</h2>\n${answer
    .trim()
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n')}\n</section>\n`;

const FAQ_ITEMS: readonly [id: string, question: string, answer: string][] = [
  [
    'was-ist-ippc',
    'Was ist eine IPPC-Anlage?',
    `<p>IPPC steht für „Integrated Pollution Prevention and Control“, die integrierte Vermeidung und
Verminderung der Umweltverschmutzung. IPPC-Anlagen sind Industrie- und Tierhaltungsanlagen, in denen
eine der in Anhang I der Industrieemissionsrichtlinie 2010/75/EU genannten Tätigkeiten oberhalb der
jeweiligen Schwellenwerte ausgeübt wird, zum Beispiel Feuerungsanlagen ab 50 MW
Feuerungswärmeleistung, Zementwerke oder Abfallverbrennungsanlagen.</p>`,
  ],
  [
    'inhalt-register',
    'Welche Informationen enthält das Anlagenregister?',
    `<p>Zu jeder Anlage zeigt das Register:</p>
<ul>
  <li>Name, Betreiber und Standort (Gemeinde, Bezirk, Bundesland) mit Lage auf der Karte,</li>
  <li>die Haupttätigkeit und weitere Tätigkeiten nach Anhang I der Richtlinie,</li>
  <li>die zuständige Behörde und die Rechtsgrundlage der Genehmigung,</li>
  <li>die Genehmigungen mit Datum und Geschäftszahl,</li>
  <li>die anwendbaren bvT-Schlussfolgerungen mit der Frist für die Anpassung,</li>
  <li>die Umweltinspektionen und die veröffentlichten Inspektionsberichte.</li>
</ul>`,
  ],
  [
    'suche',
    'Wie finde ich eine bestimmte Anlage?',
    `<p>Im <a href="#/installations">Anlagenregister</a> können Sie nach Name, Betreiber, Ort, Gemeinde
oder Anlagennummer suchen. Mit dem Filter schränken Sie die Liste nach Bundesland, Bezirk, Tätigkeit,
bvT-Schlussfolgerung, Rechtsgrundlage und Status ein. Eigene Filter können Sie nach der Anmeldung
speichern.</p>`,
  ],
  [
    'status',
    'Was bedeuten die Angaben zum Status einer Anlage?',
    `<table>
  <caption>Status einer Anlage im Register</caption>
  <thead><tr><th scope="col">Status</th><th scope="col">Bedeutung</th></tr></thead>
  <tbody>
    <tr><td>In Betrieb</td><td>Die Anlage ist genehmigt und wird betrieben.</td></tr>
    <tr><td>In Errichtung</td><td>Die Anlage ist genehmigt, der Betrieb hat noch nicht begonnen.</td></tr>
    <tr><td>Stillgelegt</td><td>Der Betrieb wurde eingestellt; die Einträge bleiben zur Information erhalten.</td></tr>
  </tbody>
</table>`,
  ],
  [
    'bvt',
    'Was sind bvT-Schlussfolgerungen?',
    `<p>bvT-Schlussfolgerungen beschreiben die besten verfügbaren Techniken für eine Branche und die damit
erreichbaren Emissionswerte. Sie werden von der Europäischen Kommission als Durchführungsbeschlüsse
veröffentlicht und sind Grundlage für die Genehmigungsauflagen. Eine Übersicht finden Sie unter
<a href="#/bvt-conclusions">bvT Schlussfolgerungen</a>.</p>`,
  ],
  [
    'anpassungsfrist',
    'Was bedeutet die Frist für die Anpassung?',
    `<p>Innerhalb von vier Jahren nach Veröffentlichung der bvT-Schlussfolgerungen zur Haupttätigkeit
einer Anlage überprüft die Behörde die Genehmigungsauflagen und aktualisiert sie erforderlichenfalls;
die Anlage muss die neuen Auflagen innerhalb dieser Frist einhalten (Artikel 21 Absatz 3 der
Richtlinie). Das Register zeigt diese Frist bei jeder anwendbaren bvT-Schlussfolgerung an.</p>`,
  ],
  [
    'inspektionen',
    'Wie oft werden Anlagen kontrolliert?',
    `<p>Je nach Umweltrisiko mindestens alle ein bis drei Jahre. Anlagen der höchsten Risikostufe werden
jährlich besichtigt, Anlagen der niedrigsten Risikostufe spätestens alle drei Jahre. Dazu kommen
anlassbezogene Inspektionen, etwa nach Beschwerden oder Störfällen. Näheres lesen Sie unter
<a href="#/environmental-inspection">Umweltinspektion</a>.</p>`,
  ],
  [
    'inspektionsbericht',
    'Wann wird ein Inspektionsbericht veröffentlicht?',
    `<p>Der Bericht über eine Vor-Ort-Besichtigung wird innerhalb von vier Monaten nach der Besichtigung
veröffentlicht. Fehlt bei einer Inspektion noch der Bericht, liegt die Besichtigung weniger als vier
Monate zurück.</p>`,
  ],
  [
    'rechtsgrundlage',
    'Warum sind für ähnliche Anlagen verschiedene Behörden zuständig?',
    `<p>In Österreich ist die Richtlinie in mehreren Gesetzen umgesetzt. Gewerbliche Betriebsanlagen werden
nach der Gewerbeordnung 1994 von der Bezirksverwaltungsbehörde genehmigt, Abfallbehandlungsanlagen nach
dem Abfallwirtschaftsgesetz 2002 vom Landeshauptmann, Anlagen der Intensivtierhaltung nach Landesrecht.
Eine Übersicht bietet die Seite <a href="#/legal-bases-guidelines">Rechtsgrundlagen/Leitfäden</a>.</p>`,
  ],
  [
    'anmeldung',
    'Muss ich mich anmelden, um das Register zu nutzen?',
    `<p>Nein. Das Anlagenregister ist öffentlich. Nach der Anmeldung sehen Betreiber registrierter Anlagen
ihre eigenen Anlagen auf einen Blick, und Behördenbedienstete erhalten eine Übersicht über die Anlagen
ihres Bundeslandes. Angemeldete Benutzer:innen können außerdem Filter speichern.</p>`,
  ],
  [
    'export',
    'Kann ich die Daten herunterladen?',
    `<p>Ja. Die aktuelle Trefferliste lässt sich als Excel-Datei exportieren. Der Export wird als Auftrag im
Hintergrund erstellt; sobald er fertig ist, können Sie die Datei unter „Aufträge“ herunterladen.</p>`,
  ],
  [
    'fehler-melden',
    'Ich habe einen Fehler in den Daten gefunden. Was kann ich tun?',
    `<p>Die Daten stammen von den zuständigen Behörden. Bitte wenden Sie sich mit der Anlagennummer
(z. B. AT-IPPC-000123) an die bei der Anlage angegebene Behörde oder an den Helpdesk. Hinweise zur
Kontaktaufnahme finden Sie auf der Seite <a href="cms.do?id=kontakt-helpdesk">Kontakt und Helpdesk</a>.</p>`,
  ],
  [
    'weitere-informationen',
    'Wo finde ich weitere Informationen zur Industrieemissionsrichtlinie?',
    `<p>Den Text der Richtlinie und ihrer Änderungen veröffentlicht die Europäische Union auf
<a href="https://eur-lex.europa.eu/eli/dir/2010/75/oj" target="_blank" rel="noopener noreferrer">EUR-Lex</a>.
Die BVT-Merkblätter stellt das Europäische IPPC-Büro der Gemeinsamen Forschungsstelle bereit.</p>`,
  ],
];

export const CMS_FAQ = `<h1 id="faq">Häufig gestellte Fragen</h1>
<p class="lead">Antworten auf häufige Fragen zum Anlagenregister, zu bvT-Schlussfolgerungen und zu
Umweltinspektionen.</p>
<nav aria-label="Fragen auf dieser Seite">
  <ul>
${FAQ_ITEMS.map(([id, q]) => `    <li><a href="#faq-${id}">${q}</a></li>`).join('\n')}
  </ul>
</nav>
${FAQ_ITEMS.map(([id, q, a]) => faq(id, q, a)).join('')}`;

/** UI templates (GET /api/uitemplate/…). */
export const UI_TEMPLATES: readonly { id: string; name: string; description: string; content: string }[] = [
  {
    id: 'umweltinspektionsbericht',
    name: 'Vorlage Umweltinspektionsbericht',
    description: 'Gliederung eines Berichts über eine Vor-Ort-Besichtigung nach Artikel 23 Absatz 6 IED.',
    content: `<h2>Bericht über die Umweltinspektion</h2>
<table>
  <tbody>
    <tr><th scope="row">Anlage</th><td>{installationName} ({installationId})</td></tr>
    <tr><th scope="row">Betreiber</th><td>{operatorName}</td></tr>
    <tr><th scope="row">Datum der Vor-Ort-Besichtigung</th><td>{inspectionDate}</td></tr>
    <tr><th scope="row">Art der Inspektion</th><td>routinemäßig / anlassbezogen</td></tr>
  </tbody>
</table>
<h3>1. Umfang der Inspektion</h3>
<p>Geprüfte Anlagenteile, Unterlagen und Messberichte.</p>
<h3>2. Feststellungen zur Einhaltung der Genehmigungsauflagen</h3>
<p>Relevante Feststellungen, gegliedert nach Umweltmedien (Luft, Wasser, Boden, Abfall, Lärm).</p>
<h3>3. Schlussfolgerungen</h3>
<p>Sind weitere Maßnahmen notwendig? Wenn ja: Maßnahme, Frist, Verantwortliche.</p>
<h3>4. Übermittlung und Veröffentlichung</h3>
<p>Übermittlung an den Betreiber innerhalb von zwei Monaten, Veröffentlichung innerhalb von vier
Monaten nach der Vor-Ort-Besichtigung.</p>`,
  },
  {
    id: 'inspektionsprogramm',
    name: 'Vorlage Umweltinspektionsprogramm',
    description: 'Jahresprogramm der routinemäßigen Vor-Ort-Besichtigungen einer Behörde.',
    content: `<h2>Umweltinspektionsprogramm {year}</h2>
<p>Zuständige Behörde: {authorityName}</p>
<table>
  <thead><tr><th scope="col">Anlage</th><th scope="col">Risikostufe</th><th scope="col">Letzte Besichtigung</th><th scope="col">Geplant</th></tr></thead>
  <tbody><tr><td>{installationName}</td><td>{riskCategory}</td><td>{lastInspection}</td><td>{plannedQuarter}</td></tr></tbody>
</table>`,
  },
  {
    id: 'anlagendatenblatt',
    name: 'Anlagendatenblatt',
    description: 'Kurzinformation zu einer Anlage für den Ausdruck.',
    content: `<h2>{installationName}</h2>
<p>{siteStreet}, {sitePostalCode} {siteCity}</p>
<ul>
  <li>Haupttätigkeit: {mainActivity}</li>
  <li>Rechtsgrundlage: {legalBasis}</li>
  <li>Zuständige Behörde: {authorityName}</li>
</ul>`,
  },
];
