# ruff: noqa: E501
"""Fresh set Q, English: one case or more for every phenomenon of the table."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI = (
    "The Snowfinch Ski School in Valbrun offers group lessons for children aged 5 to 12. "
    "A half-day group lesson costs €45 and lasts 3 hours. "
    "Lessons start at 9:30 from the meeting point next to the Edelweiss chairlift. "
    "Private lessons must be booked at least 48 hours in advance."
)
VEGAN = (
    "Green Ladle is a vegan restaurant on Mill Street 14. "
    "It is open from Wednesday to Sunday, 12:00 to 22:00, and closed on Mondays and Tuesdays. "
    "All dishes are free of nuts except the satay bowl. "
    "Tables for groups of more than 8 people must be reserved by phone."
)
LOCKER = (
    "ParcelPoint lockers keep a parcel for 72 hours after delivery. "
    "After that, the parcel is returned to the sender. "
    "The maximum parcel weight is 20 kg, and the largest compartment measures 60 × 40 × 35 cm. "
    "Customers open the compartment with a six-digit code sent by SMS."
)
AIRPORT = (
    "Kettleby Regional Airport has a single terminal with 4 gates. "
    "In 2023 the airport handled 1.2 million passengers. "
    "The short-term car park costs £3 per hour, and the long-term car park costs £45 per week. "
    "The shuttle bus to Kettleby station runs every 20 minutes between 5:00 and 23:00. "
    "Check-in closes 40 minutes before departure."
)
BOOKBIND = (
    "The Quire & Thread bookbinding workshop runs a weekend course in Coptic stitch binding. "
    "The course is limited to 6 participants and costs $180, materials included. "
    "The workshop is located on the second floor of the old tannery building."
)
TRACKER = (
    "The Pulso Band 3 fitness tracker weighs 28 g and has a 1.4-inch display. "
    "Its battery lasts up to 12 days on a single charge, and a full charge takes about 2 hours. "
    "The tracker is water-resistant to 50 metres and can be worn while swimming."
)
FESTIVAL = (
    "The Lindholm village festival takes place on the first weekend of August. "
    "Entry is free for everyone, and the parade starts at 14:00 on Saturday. "
    "Around 3,500 visitors came last year. "
    "The fireworks on Sunday night were cancelled this year because of the drought."
)
HOMECARE = (
    "Brightside Home Care provides nursing visits seven days a week. "
    "A standard visit lasts 45 minutes. "
    "New clients receive an assessment visit from a registered nurse before care begins. "
    "Families can reach the night line at 0800 555 212 between 20:00 and 8:00."
)
BOWLING = (
    "Strike Zone bowling alley has 16 lanes. "
    "One game costs €6.50 per person on weekdays and €8 at weekends; shoe rental is €2. "
    "Children under 10 may use bumper lanes. "
    "The alley is open until midnight on Fridays and Saturdays."
)
EXAM = (
    "The LinguaCert B2 exam consists of four parts: reading, listening, writing and speaking. "
    "The written parts take 3 hours in total, and the speaking test lasts 15 minutes. "
    "Candidates need at least 50% in each part to pass. "
    "Results are published online within 6 weeks."
)
FERRY = (
    "The ferry from Port Sallow to Tern Island departs at 7:15, 11:45 and 17:30. "
    "The crossing takes 50 minutes. "
    "A return ticket costs £14 for adults and £7 for children. "
    "Bicycles are carried free of charge, but cars are not allowed on the island."
)
BOX = (
    "Rootbox delivers organic vegetable boxes every Thursday. "
    "A small box for 1–2 people costs 24 CHF and a large box costs 39 CHF. "
    "Orders can be changed or paused until Monday at 18:00. "
    "All vegetables come from farms within 50 km of Bern."
)
DANCE = (
    "The Kaleido Dance Festival runs from 12 to 15 June in the Harbour Hall. "
    "A festival pass costs €95 and includes all workshops. "
    "The closing gala on Sunday starts at 20:00. "
    "Most workshops are taught in English; a few are taught in Spanish."
)
AUDIO = (
    "The Museum of Maritime History offers an audio guide in six languages. "
    "The guide is included in the ticket price for adults but costs €3 for students. "
    "The full tour covers 42 stops and takes about 90 minutes. "
    "Audio guides must be returned at the cloakroom before the museum closes."
)
BREWERY = (
    "The Halden family brewery was founded in 1874 by Josef Halden in Ebersfeld. "
    "In 1921 his daughter Marta took over the brewery from him. "
    "In 1968 the Halden family sold the brewery to the Brauwerk group. "
    "The original brew house is now a museum."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-q-001", "para.reorder", "When do ski lessons start, and where do we meet?", "From the meeting point next to the Edelweiss chairlift, lessons start at 9:30.", SKI, True),
    w.faith("en-q-002", "para.passive", "Who founded the Halden brewery?", "Josef Halden founded the Halden family brewery in Ebersfeld in 1874.", BREWERY, True),
    w.faith("en-q-003", "para.synonym", "How long does the ferry crossing take?", "The trip over to Tern Island lasts 50 minutes.", FERRY, True),
    w.faith("en-q-004", "para.nominal", "When are the exam results available?", "The online publication of the results takes place within 6 weeks.", EXAM, True),
    w.faith("en-q-005", "para.capital", "what is the maximum parcel weight for parcelpoint lockers?", "the maximum parcel weight for parcelpoint lockers is 20 kg.", LOCKER, True),
    w.faith("en-q-006", "para.pronoun", "How much does the Pulso Band 3 weigh?", "It weighs 28 g.", TRACKER, True),
    w.faith("en-q-007", "para.relative", "How much does the Coptic stitch course cost?", "The course, which is limited to 6 participants, costs $180, materials included.", BOOKBIND, True),
    w.faith("en-q-008", "para.part", "What does the festival pass include?", "The festival pass includes all workshops.", DANCE, True),
    w.faith("en-q-009", "para.combine", "How often does the shuttle bus run, and when does check-in close?", "Shuttle buses to Kettleby station run every 20 minutes from 5:00 to 23:00, and check-in closes 40 minutes before departure.", AIRPORT, True),
    w.faith("en-q-010", "fmt.number", "How many gates does Kettleby Regional Airport have?", "Kettleby Regional Airport has four gates.", AIRPORT, True),
    w.faith("en-q-011", "fmt.thousands", "How many visitors came to the festival last year?", "Around 3500 visitors came last year.", FESTIVAL, True),
    w.faith("en-q-012", "fmt.scale", "How many passengers did the airport handle in 2023?", "In 2023 the airport handled 1,200,000 passengers.", AIRPORT, True),
    w.faith("en-q-013", "fmt.date", "When is the Kaleido Dance Festival?", "The festival runs from June 12 to June 15 in the Harbour Hall.", DANCE, True),
    w.faith("en-q-014", "fmt.time", "When does the closing gala start?", "The closing gala on Sunday begins at 8 p.m.", DANCE, True),
    w.faith("en-q-015", "fmt.unit", "How big is the largest locker compartment?", "The largest compartment measures 600 × 400 × 350 mm.", LOCKER, True),
    w.faith("en-q-016", "fmt.abbrev", "When is Green Ladle open?", "Green Ladle is open Wed–Sun, 12:00–22:00.", VEGAN, True),
    w.faith("en-q-017", "fmt.currency", "How much is short-term parking at the airport?", "The short-term car park costs GBP 3 per hour.", AIRPORT, True),
    w.faith("en-q-018", "fmt.range", "Which ages are the group lessons for?", "Group lessons are for kids aged 5–12.", SKI, True),
    w.faith("en-q-019", "fmt.period", "How long does a locker keep my parcel?", "Your parcel is kept for three days after delivery; after that it goes back to the sender.", LOCKER, True),
    w.faith("en-q-020", "fmt.share", "What score do I need to pass the LinguaCert B2 exam?", "To pass, you need at least half of the points in each part.", EXAM, True),
    w.faith("en-q-021", "para.except", "Which dishes at Green Ladle contain nuts?", "Apart from the satay bowl, every dish is nut-free.", VEGAN, True),
    w.faith("en-q-022", "wrap.opener", "What time does the ferry to Tern Island leave?", "Sure! The ferry leaves Port Sallow at 7:15, 11:45 and 17:30.", FERRY, True),
    w.faith("en-q-023", "wrap.closer", "How long is a standard home care visit?", "A standard visit lasts 45 minutes. I hope this helps!", HOMECARE, True),
    w.faith("en-q-024", "wrap.attribution", "In how many languages is the audio guide available?", "According to the museum's information, the audio guide is available in six languages.", AUDIO, True),
    w.faith("en-q-025", "wrap.hedge", "How long does the battery last?", "I believe the battery of the Pulso Band 3 lasts up to 12 days on a single charge.", TRACKER, True),
    w.faith("en-q-026", "wrap.question", "How many lanes does Strike Zone have?", "Strike Zone has 16 lanes. Would you like to know the prices for a game as well?", BOWLING, True),
    w.faith("en-q-027", "value.number", "How many stops does the audio tour have?", "The full tour covers 24 stops and takes about 90 minutes.", AUDIO, False),
    w.faith("en-q-028", "value.date", "When did Marta take over the brewery?", "Marta took over the brewery from her father in 1912.", BREWERY, False),
    w.faith("en-q-029", "value.time", "What time does the ferry leave?", "The ferry departs from Port Sallow at 7:15, 11:45 and 17:00.", FERRY, False),
    w.faith("en-q-030", "value.unit", "Can I swim with the Pulso Band 3?", "Yes. The tracker is water-resistant to 50 feet and can be worn while swimming.", TRACKER, False),
    w.faith("en-q-031", "value.currency", "How much does a small Rootbox cost?", "A small box for 1–2 people costs 24 euros.", BOX, False),
    w.faith("en-q-032", "role.swap", "What happened to the brewery in 1968?", "In 1968 the Brauwerk group sold the brewery to the Halden family.", BREWERY, False),
    w.faith("en-q-033", "negation", "Can I take my car to Tern Island?", "Yes, cars are allowed on Tern Island.", FERRY, False),
    w.faith("en-q-034", "antonym", "Is bowling cheaper on weekdays or at weekends?", "A game is cheaper at weekends than on weekdays.", BOWLING, False),
    w.faith("en-q-035", "modality", "Do young children have to use the bumper lanes?", "Yes, children under 10 must use the bumper lanes.", BOWLING, False),
    w.faith("en-q-036", "quantifier", "In which language are the workshops taught?", "All workshops are taught in English.", DANCE, False),
    w.faith("en-q-037", "value.except", "Which dish at Green Ladle contains nuts?", "All dishes are free of nuts except the tofu curry.", VEGAN, False),
    w.faith("en-q-038", "direction", "When do new clients get the assessment visit?", "New clients receive an assessment visit from a registered nurse after their care begins.", HOMECARE, False),
    w.faith("en-q-039", "added.fact", "Do I have to pay to get into the village festival?", "No, entry is free for everyone, and parking next to the festival grounds is free too.", FESTIVAL, False),
    w.faith("en-q-040", "added.entity", "How many people can join the Coptic stitch course?", "The course is taught by master binder Clara Voss and is limited to 6 participants.", BOOKBIND, False),
    w.faith("en-q-041", "mixed", "Tell me about the Kaleido Dance Festival.", "The festival takes place in the Harbour Hall from 12 to 15 June; a pass costs €75 and also includes free meals.", DANCE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-q-042", "refusal.plain", "How much does a private ski lesson cost?", "I don't know.", SKI, True),
    w.refusal("en-q-043", "refusal.context", "Does the bowling alley serve food?", "The provided documents don't say whether Strike Zone serves food.", BOWLING, True),
    w.refusal("en-q-044", "refusal.short", "Is there free Wi-Fi at the airport?", "No idea, sorry.", AIRPORT, True),
    w.refusal("en-q-045", "refusal.long", "Who owns the Brauwerk group today?", "I'm sorry, but I couldn't find this in the information available to me. The documents describe the history of the Halden family brewery, but they say nothing about who owns the Brauwerk group today. You may want to check the company's website or contact them directly.", BREWERY, True),
    w.refusal("en-q-046", "refusal.hedged", "How long does a full charge take?", "I'm not entirely sure, but it seems a full charge takes about 2 hours.", TRACKER, False),
    w.refusal("en-q-047", "refusal.partial", "How much is an adult return ticket for the ferry, and is there a family discount?", "An adult return ticket costs £14. The documents don't mention a family discount.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-q-048", "correct.wordy", "In which year was the Halden brewery founded?", "The Halden family brewery has a long history: it was founded in the year 1874 by Josef Halden in the town of Ebersfeld, and its original brew house is a museum today.", "The brewery was founded in 1874.", True),
    w.correct("en-q-049", "correct.short", "How many lanes does Strike Zone have?", "16.", "Strike Zone has 16 lanes.", True),
    w.correct("en-q-050", "correct.format", "When does the closing gala start?", "At 8 pm on Sunday.", "The closing gala starts on Sunday at 20:00.", True),
    w.correct("en-q-051", "wrong.value", "How long does the speaking test last?", "The speaking test lasts 30 minutes.", "The speaking test lasts 15 minutes.", False),
    w.correct("en-q-052", "wrong.echo", "How long does a ParcelPoint locker keep a parcel?", "A ParcelPoint locker keeps a parcel for a certain period after delivery.", "It keeps a parcel for 72 hours after delivery.", False),
    w.correct("en-q-053", "wrong.role", "Who took over the brewery in 1921?", "In 1921 Josef Halden took over the brewery from his daughter Marta.", "In 1921 Marta Halden took over the brewery from her father Josef.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-q-054", "relevant.direct", "How big is the tracker's screen?", "It measures 1.4 inches.", TRACKER, True),
    w.relevant("en-q-055", "relevant.yesno", "Can I wear the Pulso Band 3 while swimming?", "Yes, it is water-resistant to 50 metres.", TRACKER, True),
    w.relevant("en-q-056", "offtopic.true", "How much does shoe rental cost at Strike Zone?", "Strike Zone has 16 lanes and is open until midnight on Fridays and Saturdays.", BOWLING, False),
    w.relevant("en-q-057", "offtopic.other", "When does the airport shuttle bus run?", "The ferry to Tern Island departs at 7:15, 11:45 and 17:30.", AIRPORT, False),
    w.relevant("en-q-058", "relevant.direct", "How far do Rootbox vegetables travel?", "They all come from farms within 50 km of Bern.", BOX, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-q-059", "diag.pass", "What time do the ski lessons start?", "Lessons start at 9:30 at the meeting point next to the Edelweiss chairlift.", {"ski-1": SKI, "bowl-1": BOWLING}, ("ski-1",), "pass"),
    w.diag("en-q-060", "diag.offtopic", "How much is a festival pass for the Kaleido Dance Festival?", "The closing gala on Sunday starts at 20:00.", {"dance-1": DANCE}, ("dance-1",), "fix_generation"),
    w.diag("en-q-061", "diag.unfaithful", "How long does the crossing to Tern Island take?", "The crossing takes 30 minutes.", {"ferry-1": FERRY, "air-1": AIRPORT}, ("ferry-1",), "fix_generation"),
    w.diag("en-q-062", "diag.refused", "How much does the audio guide cost for students?", "I'm sorry, the documents don't say what the audio guide costs for students.", {"audio-1": AUDIO}, ("audio-1",), "fix_generation"),
    w.diag("en-q-063", "diag.missed", "What is the night line number of Brightside Home Care?", "I couldn't find the night line number in the available documents.", {"bowl-1": BOWLING, "box-1": BOX}, ("care-1",), "fix_retrieval"),
    w.diag("en-q-064", "diag.correct_refusal", "Does the bookbinding workshop sell gift vouchers?", "The documents don't mention gift vouchers, so I can't say.", {"bind-1": BOOKBIND}, (), "correct_refusal"),
    w.diag("en-q-065", "diag.should_refuse", "How many employees does Rootbox have?", "Rootbox has 35 employees.", {"box-1": BOX}, (), "should_refuse"),
    w.diag("en-q-066", "diag.pass", "What is the maximum weight of a parcel for the lockers?", "Parcels for ParcelPoint lockers can weigh up to 20 kg.", {"air-1": AIRPORT, "locker-1": LOCKER}, ("locker-1",), "pass"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
