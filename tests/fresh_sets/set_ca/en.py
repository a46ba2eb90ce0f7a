"""English cases of fresh set ca. Scenarios: the Harbour Desk coworking space in Leith,
Birchwood Riding Stable near Ashford, the Keller & Ward tax advice office in Cambridge,
the N7 night bus between Oxford and London, Greyrock Hut on the Kea Ridge, Riverside
Veterinary Clinic, the Chalkhill Cellar wine tastings near Lewes, the Meadowbank
Community Choir, the keeper talks at Hillfield Zoo and the Oak & Pine Restorations
furniture repair workshop in Bristol."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

COWORK = "Harbour Desk is a coworking space at 14 Quay Street in Leith, managed by Fiona Blake since March 2021. A hot desk costs £18 per day or £240 per month, and a fixed desk costs £320 per month. Members get up to 10 hours of meeting-room time each month; every extra hour costs £12. The space is open from 7:00 to 22:00 on weekdays and from 9:00 to 17:00 on Saturdays, and it stays closed on Sundays. Its two floors add up to 1,450 square metres, and only fixed-desk members get a personal locker."

STABLE = "Birchwood Riding Stable near Ashford is owned by Helen Marsh and keeps 22 horses; Tom Reid is the head instructor. Riders can weigh no more than 95 kg, and children must be at least 8 years old to join a group lesson. A one-hour group lesson costs £35, while a private lesson of 45 minutes costs £55. Every rider has to wear a helmet, which the stable lends free of charge. Each horse eats about 9 kilograms of hay a day, and dogs are forbidden on the yard."

TAX = "Keller & Ward is a tax advice office on Mill Road in Cambridge, led by partner Ruth Keller; her colleague Sam Ward looks after self-employed clients. A first consultation lasts 30 minutes and costs £60. Clients must hand in their documents by 15 January 2025 if they want their return filed before the 31 January deadline, and they may bring a family member to the first meeting. The office is open Monday to Friday from 8:30 to 17:30, except on Wednesday afternoons. Documents are accepted on paper or through the secure client portal, but never by email."

NIGHTBUS = "The N7 night bus, run by Lunar Coaches, links Oxford with London every night from Thursday to Sunday. The first bus leaves Oxford Gloucester Green at 23:15 and the last one at 3:45; in the other direction, the last departure from London Victoria is at 4:10. The journey takes 95 minutes, and a single ticket costs £9.50, or £6 for students with a valid card. Each coach carries up to 49 passengers, and bicycles are not allowed on board. According to operations manager Marek Novak, the service also runs on bank holidays."

HUT = "Greyrock Hut stands at 1,810 metres on the Kea Ridge and is run by warden Anna Frei from late November to mid-April. It has 42 beds in dormitories and four private rooms for two people each. A night costs NZ$38 for Alpine Club members and NZ$52 for non-members, breakfast included; dinner costs NZ$24 extra. Guests must book at least two days ahead, and the hut takes only cash, not cards. The walk up from the Kea Flat car park takes between three and four hours."

VET = "Riverside Veterinary Clinic on Elm Avenue is headed by Dr Priya Shah, and nurse Owen Clarke is in charge of the recovery ward. The clinic is open every day except Sunday from 8:00 to 19:00, and an emergency phone line is staffed around the clock. A standard check-up costs £45, and vaccinations cost £32 per dose. After an operation, animals have follow-up checks for two weeks, and their stitches are removed on day ten. Owners may wait in the lounge during short treatments, but not during operations."

WINE = "Chalkhill Cellar near Lewes offers guided tastings from Tuesday to Saturday at 15:00 and 18:00. A tasting lasts 90 minutes, includes six wines and costs £28 per person; groups of ten or more get 10% off. Half of the wines poured are sparkling wines from the estate's own vineyard, and the others come from neighbouring farms. Cellar master Jonas Whitfield leads the tastings, while his sister Lea Whitfield handles the bookings. Guests under 18 may come along but are served apple juice instead of wine."

CHOIR = "The Meadowbank Community Choir rehearses every Thursday from 19:30 to 21:30 in the hall of St Mary's School. It has 64 singers and is conducted by Clare Dunmore; pianist Raj Patel accompanies the rehearsals. New members can join at the start of each term, in September and in January, and no audition is needed. The yearly fee is £150, which can be paid in two instalments of £75. The winter concert takes place on 14 December 2024 at 7 p.m. in the town hall."

ZOO = "Keeper talks at Hillfield Zoo take place daily at 11:00 at the penguin pool and at 14:30 at the giraffe house. Each talk lasts about 20 minutes and is free with a zoo ticket, which costs £22 for adults and £14 for children aged 3 to 15. Head keeper Maria Lopez gives the penguin talk, and keeper Ben Adams gives the giraffe talk. After the 14:30 talk, up to 12 visitors can help feed the giraffes for an extra £5 each. Talks are cancelled in heavy rain."

WORKSHOP = "Carpenter Daniel Hughes runs Oak & Pine Restorations, a furniture repair workshop in Bristol; upholsterer Sophie Turner works there three days a week. Quotes are free, and most repairs are finished within three to six weeks. Re-gluing a chair costs £40, and re-upholstering an armchair starts at £380. The workshop collects furniture within 15 miles of the city centre for a flat fee of £25. It does not repair items made of particle board."

# fmt: off
FAITHFULNESS = [
    w.faith("en-ca-001", "para.reorder", "How much does a hot desk cost at Harbour Desk?", "For a whole month you pay £240 for a hot desk, or £18 if you only need it for one day.", COWORK, True),
    w.faith("en-ca-002", "para.passive", "Who runs Oak & Pine Restorations?", "The workshop is run by Daniel Hughes, a carpenter.", WORKSHOP, True),
    w.faith("en-ca-003", "para.synonym", "Do I have to bring my own helmet to Birchwood?", "No. Helmets are compulsory, but the stable loans them out at no cost.", STABLE, True),
    w.faith("en-ca-004", "para.nominal", "When do I need to hand in my documents at Keller & Ward?", "The deadline for the submission of your documents is 15 January 2025 if your return is to be filed before 31 January.", TAX, True),
    w.faith("en-ca-005", "para.capital", "Which cities does the N7 night bus connect?", "It runs between Oxford and the UK capital.", NIGHTBUS, True),
    w.faith("en-ca-006", "para.pronoun", "Who runs Greyrock Hut, and when?", "Anna Frei is the warden. She runs it from late November to mid-April.", HUT, True),
    w.faith("en-ca-007", "para.relative", "Who looks after the recovery ward at Riverside?", "Owen Clarke, who works as a nurse at the clinic, is in charge of the recovery ward.", VET, True),
    w.faith("en-ca-008", "para.part", "Is there a tasting at Chalkhill Cellar on a Thursday evening?", "Yes, there is one on Thursdays at 18:00.", WINE, True),
    w.faith("en-ca-009", "para.combine", "How big is the Meadowbank choir, and who conducts it?", "The choir's 64 singers are conducted by Clare Dunmore.", CHOIR, True),
    w.faith("en-ca-010", "fmt.number", "How many private rooms does Greyrock Hut have?", "There are 4 private rooms, each for 2 people.", HUT, True),
    w.faith("en-ca-011", "fmt.thousands", "How large is Harbour Desk?", "Its two floors have a combined area of 1450 square metres.", COWORK, True),
    w.faith("en-ca-012", "fmt.scale", "How much hay does each horse at Birchwood get?", "Each horse eats roughly 9,000 grams of hay a day.", STABLE, True),
    w.faith("en-ca-013", "fmt.date", "By when must my documents reach Keller & Ward?", "They need to be handed in by 15/01/2025.", TAX, True),
    w.faith("en-ca-014", "fmt.time", "When does the first N7 leave Oxford?", "The first bus leaves Gloucester Green at 11:15 p.m.", NIGHTBUS, True),
    w.faith("en-ca-015", "fmt.unit", "Is there a weight limit for riders at Birchwood?", "Yes. Riders can weigh at most 95 kilograms.", STABLE, True),
    w.faith("en-ca-016", "fmt.abbrev", "On which nights does the N7 run?", "It runs on Thu–Sun nights.", NIGHTBUS, True),
    w.faith("en-ca-017", "fmt.currency", "What does a fixed desk cost at Harbour Desk?", "A fixed desk is 320 pounds a month.", COWORK, True),
    w.faith("en-ca-018", "fmt.range", "How long is the walk up to Greyrock Hut?", "From the Kea Flat car park it takes at least three hours and at most four.", HUT, True),
    w.faith("en-ca-019", "fmt.period", "How long do follow-up checks go on after an operation at Riverside?", "Animals are checked for 14 days after the operation.", VET, True),
    w.faith("en-ca-020", "fmt.share", "Where do the wines at a Chalkhill tasting come from?", "50% of them are sparkling wines from the estate's own vineyard, and the other 50% come from neighbouring farms.", WINE, True),
    w.faith("en-ca-021", "para.except", "Can I drop by Keller & Ward on a Wednesday afternoon?", "No, the office is closed on Wednesday afternoons.", TAX, True),
    w.faith("en-ca-022", "wrap.opener", "When does the Meadowbank choir rehearse?", "Great question! Rehearsals are on Thursdays from 19:30 to 21:30 in the hall of St Mary's School.", CHOIR, True),
    w.faith("en-ca-023", "wrap.closer", "Do I need to audition to join the Meadowbank choir?", "No audition is needed; you can join at the start of a term in September or January. I hope this helps!", CHOIR, True),
    w.faith("en-ca-024", "wrap.attribution", "Where and when is the penguin talk at Hillfield Zoo?", "According to the zoo's information, the penguin talk is at 11:00 at the penguin pool.", ZOO, True),
    w.faith("en-ca-025", "wrap.hedge", "How long does a keeper talk at Hillfield last?", "I think each talk lasts about 20 minutes.", ZOO, True),
    w.faith("en-ca-026", "wrap.question", "How much does the giraffe feeding cost?", "It's an extra £5 per visitor, for up to 12 people after the 14:30 talk. Would you like the ticket prices as well?", ZOO, True),
    w.faith("en-ca-027", "value.number", "How many dormitory beds does Greyrock Hut have?", "The hut has 48 beds in dormitories.", HUT, False),
    w.faith("en-ca-028", "value.date", "When is the Meadowbank winter concert?", "The winter concert is on 21 December 2024 at 7 p.m. in the town hall.", CHOIR, False),
    w.faith("en-ca-029", "value.time", "When does the first N7 leave Oxford?", "The first bus leaves Oxford Gloucester Green at 22:15.", NIGHTBUS, False),
    w.faith("en-ca-030", "value.unit", "Is there a weight limit for riders at Birchwood?", "Yes, riders must weigh no more than 95 pounds.", STABLE, False),
    w.faith("en-ca-031", "value.currency", "What does a hot desk cost per month?", "A hot desk costs £280 per month.", COWORK, False),
    w.faith("en-ca-032", "role.swap", "Who does what at Keller & Ward?", "Sam Ward leads the office, and his colleague Ruth Keller looks after the self-employed clients.", TAX, False),
    w.faith("en-ca-033", "negation", "Can I pay by card at Greyrock Hut?", "Yes, the hut accepts card payments.", HUT, False),
    w.faith("en-ca-034", "antonym", "Can I bring my dog to Birchwood?", "Yes, dogs are welcome on the yard.", STABLE, False),
    w.faith("en-ca-035", "modality", "Can I bring someone along to my first meeting at Keller & Ward?", "You have to bring a family member to the first meeting.", TAX, False),
    w.faith("en-ca-036", "quantifier", "Do Harbour Desk members get a locker?", "Yes, every member gets a personal locker.", COWORK, False),
    w.faith("en-ca-037", "value.except", "When is Riverside Veterinary Clinic open?", "The clinic is open only on Sundays, from 8:00 to 19:00.", VET, False),
    w.faith("en-ca-038", "direction", "When is the last N7 towards London?", "The last bus to London leaves at 4:10.", NIGHTBUS, False),
    w.faith("en-ca-039", "added.fact", "What is included in a tasting at Chalkhill Cellar?", "You taste six wines over 90 minutes, and a cheese plate is served with them.", WINE, False),
    w.faith("en-ca-040", "added.entity", "Who heads Riverside Veterinary Clinic?", "The clinic is headed by Dr Priya Shah together with Dr Martin Hale.", VET, False),
    w.faith("en-ca-041", "mixed", "Who leads the tastings at Chalkhill Cellar?", "Cellar master Jonas Whitfield leads them; he trained as a winemaker in Bordeaux.", WINE, False),
]

REFUSAL = [
    w.refusal("en-ca-042", "refusal.plain", "What are the opening hours of Oak & Pine Restorations?", "I'm afraid I can't answer that.", WORKSHOP, True),
    w.refusal("en-ca-043", "refusal.context", "Who founded the Meadowbank choir?", "The provided context doesn't say who founded the choir.", CHOIR, True),
    w.refusal("en-ca-044", "refusal.short", "How much is parking at Hillfield Zoo?", "I don't know.", ZOO, True),
    w.refusal("en-ca-045", "refusal.long", "Are there hot showers at Greyrock Hut?", "Thank you for your question. Unfortunately, the information I have about Greyrock Hut does not mention showers at all, so I can't tell you whether hot showers are available. It would be best to ask the warden before your trip.", HUT, True),
    w.refusal("en-ca-046", "refusal.hedged", "How much is a vaccination at Riverside?", "I'm not completely sure, but it seems a vaccination costs £32 per dose.", VET, False),
    w.refusal("en-ca-047", "refusal.partial", "How much is a single ticket on the N7, and can I pay by card on board?", "A single ticket costs £9.50, or £6 for students with a valid card. The information I have doesn't say whether you can pay by card on board.", NIGHTBUS, False),
]

CORRECTNESS = [
    w.correct("en-ca-048", "correct.wordy", "How much does a tasting at Chalkhill Cellar cost per person?", "Thanks for asking! As things currently stand, the price of a guided tasting works out at twenty-eight pounds for each individual guest who takes part.", "A tasting costs £28 per person.", True),
    w.correct("en-ca-049", "correct.short", "How old must children be to join a group lesson at Birchwood?", "At least 8.", "Children must be at least 8 years old to join a group lesson.", True),
    w.correct("en-ca-050", "correct.format", "When is the Meadowbank winter concert?", "14/12/2024, 19:00.", "On 14 December 2024 at 7 p.m.", True),
    w.correct("en-ca-051", "wrong.value", "How many hours of meeting-room time do Harbour Desk members get each month?", "Members get up to 20 hours of meeting-room time each month.", "Up to 10 hours per month.", False),
    w.correct("en-ca-052", "wrong.echo", "On which day after surgery are the stitches removed?", "After surgery, the stitches are removed on the day of the surgery itself.", "The stitches are removed on day ten after the operation.", False),
    w.correct("en-ca-053", "wrong.role", "Who gives the penguin talk at Hillfield Zoo?", "Keeper Ben Adams gives the penguin talk, while Maria Lopez does the giraffe talk.", "Head keeper Maria Lopez gives the penguin talk.", False),
]

RELEVANCY = [
    w.relevant("en-ca-054", "relevant.direct", "What does a first consultation at Keller & Ward cost?", "A first consultation costs £60 and lasts 30 minutes.", TAX, True),
    w.relevant("en-ca-055", "relevant.yesno", "Can Oak & Pine pick up my sofa from the city centre?", "Yes. They collect furniture within 15 miles of the city centre for a flat fee of £25.", WORKSHOP, True),
    w.relevant("en-ca-056", "offtopic.true", "How much does dinner cost at Greyrock Hut?", "The hut is run by warden Anna Frei.", HUT, False),
    w.relevant("en-ca-057", "offtopic.other", "How long do repairs at Oak & Pine usually take?", "You can pay by bank transfer or in cash when you collect your piece.", WORKSHOP, False),
]

DIAGNOSIS = [
    w.diag("en-ca-058", "diag.pass", "How much is a child's ticket at Hillfield Zoo?", "A child's ticket costs £14 for children aged 3 to 15.", {"zoo-talks": ZOO, "choir": CHOIR}, ("zoo-talks",), "pass"),
    w.diag("en-ca-059", "diag.offtopic", "Can I wait in the lounge while my dog is being operated on?", "A standard check-up costs £45.", {"vet-clinic": VET, "mountain-hut": HUT}, ("vet-clinic",), "fix_generation"),
    w.diag("en-ca-060", "diag.unfaithful", "How much does it cost to re-glue a chair at Oak & Pine?", "Re-gluing a chair costs £80.", {"workshop": WORKSHOP, "wine-cellar": WINE}, ("workshop",), "fix_generation"),
    w.diag("en-ca-061", "diag.refused", "When is Harbour Desk open on Saturdays?", "Sorry, I couldn't find that information.", {"coworking": COWORK, "night-bus": NIGHTBUS}, ("coworking",), "fix_generation"),
    w.diag("en-ca-062", "diag.missed", "How much does a standard check-up cost at Riverside Veterinary Clinic?", "The documents I have don't mention the price of a check-up.", {"tax-office": TAX, "stable": STABLE}, ("vet-clinic",), "fix_retrieval"),
    w.diag("en-ca-063", "diag.correct_refusal", "Is there Wi-Fi on the N7 night bus?", "The information available doesn't say whether the buses have Wi-Fi.", {"night-bus": NIGHTBUS, "choir": CHOIR}, (), "correct_refusal"),
    w.diag("en-ca-064", "diag.should_refuse", "What is Birchwood Riding Stable's phone number?", "You can reach Birchwood on 01233 558 210.", {"stable": STABLE, "wine-cellar": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
