"""English cases of set t48: a drive-through pharmacy in Austin, an animal hospital in
Madison with its boarding service, an orthodontic practice in Plano, a climbing gym in
Boulder, an outdoor aquatic center's summer schedule, and a physical therapy group with
clinics in Denver and Aurora."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PHARMACY = (
    "Cedar Lane Pharmacy in Austin was opened in 1979 by Harold Mills and bought by the Thrive Health chain in 2016. "
    "The head pharmacist is Dana Ortiz, and technician Kevin Lu manages the drive-through window. "
    "The drive-through is open until 10 p.m., while the counter inside closes at 7 p.m. "
    "The shingles vaccine requires an appointment and costs $195 without insurance."
)
VET = (
    "Lakeside Animal Hospital in Madison has three vets. "
    "Dr. Nora Quinn heads the surgery team, Dr. Ben Adler sees exotic pets such as reptiles and birds, and Dr. Priya Shah runs the dental clinic. "
    "An annual wellness exam costs $68, and a dental cleaning under anesthesia starts at $350."
)
BOARDING = (
    "Lakeside also offers boarding for dogs and cats. "
    "Boarding costs $42 a night for dogs and $28 a night for cats. "
    "Pets must be up to date on their vaccinations, and dogs must have had a kennel cough vaccine within the last six months. "
    "Drop-off and pick-up are possible every day except Sunday, from 7 a.m. to 6 p.m."
)
ORTHO = (
    "Bright Smile Orthodontics in Plano was founded by Dr. Grace Kim in 2005; Dr. Ethan Cole became her partner in 2013. "
    "Traditional braces cost $5,200, and clear aligners $5,800. "
    "The first consultation is free and takes about an hour. "
    "The office is open Tuesday through Saturday."
)
CLIMBING = (
    "Summit Climbing Gym in Boulder opened in 2012 and has 40-foot walls. "
    "A day pass costs $24, and a monthly membership $85. "
    "Head setter Maya Flores resets the bouldering area every Thursday, and instructor Tyler Grant teaches the beginner belay class on weekends. "
    "Climbers under 14 must be supervised by an adult at all times."
)
POOL = (
    "The Riverside Aquatic Center's outdoor pool is open from Memorial Day to Labor Day. "
    "Open swim runs from 1 p.m. to 6 p.m. daily, and lap swim from 6 a.m. to 9 a.m. on weekdays. "
    "Admission is $6 for adults and $3 for children under 12; children under 8 must be accompanied by a swimmer aged 16 or older. "
    "Lifeguard Jenna Price supervises the diving board."
)
PHYSIO = (
    "Peak Motion Physical Therapy has clinics in Denver and Aurora. "
    "Dr. Sam Whitaker, a doctor of physical therapy, leads the Denver clinic, and Dr. Alicia Romero leads the Aurora clinic. "
    "Evaluations last 60 minutes, and regular visits last 45 minutes. "
    "Most patients come twice a week for six weeks."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t48-001", "para.combine", "Who works at Cedar Lane?", "Dana Ortiz is the head pharmacist there, and technician Kevin Lu is in charge of the drive-through window.", PHARMACY, True),
    w.faith("en-t48-002", "fmt.time", "How late is the drive-through open?", "The drive-through stays open until 22:00.", PHARMACY, True),
    w.faith("en-t48-003", "para.passive", "Who owns Cedar Lane Pharmacy now?", "The Thrive Health chain bought the pharmacy in 2016.", PHARMACY, True),
    w.faith("en-t48-004", "para.synonym", "Can I just walk in for a shingles shot?", "No, you need to book an appointment to get the shingles vaccine.", PHARMACY, True),
    w.faith("en-t48-005", "fmt.currency", "What does the shingles vaccine cost without insurance?", "Without insurance, it's one hundred ninety-five dollars.", PHARMACY, True),
    w.faith("en-t48-006", "para.relative", "Who can see my parrot?", "Dr. Ben Adler, who sees exotic pets such as reptiles and birds.", VET, True),
    w.faith("en-t48-007", "para.synonym", "Who is in charge of surgery at Lakeside?", "Dr. Nora Quinn leads the surgical team.", VET, True),
    w.faith("en-t48-008", "fmt.currency", "How much is a yearly wellness exam?", "An annual wellness exam is sixty-eight dollars.", VET, True),
    w.faith("en-t48-009", "para.except", "Can I pick up my dog from boarding on Sunday?", "No, drop-off and pick-up aren't available on Sundays.", BOARDING, True),
    w.faith("en-t48-010", "fmt.period", "How recent does my dog's kennel cough shot need to be?", "The kennel cough vaccine must have been given within the past half year.", BOARDING, True),
    w.faith("en-t48-011", "fmt.time", "What are the drop-off hours?", "Drop-off and pick-up run from 07:00 to 18:00.", BOARDING, True),
    w.faith("en-t48-012", "para.nominal", "When did Dr. Cole join Bright Smile?", "Dr. Ethan Cole's partnership with Dr. Kim began in 2013.", ORTHO, True),
    w.faith("en-t48-013", "fmt.thousands", "How much are traditional braces?", "Traditional braces cost five thousand two hundred dollars.", ORTHO, True),
    w.faith("en-t48-014", "fmt.unit", "How long is the first consultation?", "The free first consultation takes roughly 60 minutes.", ORTHO, True),
    w.faith("en-t48-015", "para.except", "Is the orthodontist's office open on Mondays?", "No. The office is open Tuesday through Saturday, so it's closed on Mondays.", ORTHO, True),
    w.faith("en-t48-016", "fmt.number", "How tall are the walls at Summit?", "The walls are forty feet high.", CLIMBING, True),
    w.faith("en-t48-017", "para.pronoun", "Who resets the bouldering area?", "Maya Flores, the head setter; she resets it every Thursday.", CLIMBING, True),
    w.faith("en-t48-018", "wrap.attribution", "Can my 12-year-old climb on her own?", "Per the gym's rules, climbers under 14 must be supervised by an adult at all times, so she can't climb alone.", CLIMBING, True),
    w.faith("en-t48-019", "fmt.currency", "How much is a day pass?", "A day pass is twenty-four dollars.", CLIMBING, True),
    w.faith("en-t48-020", "fmt.time", "When is lap swim?", "Lap swim is on weekdays from six to nine in the morning.", POOL, True),
    w.faith("en-t48-021", "para.combine", "How much is admission to the pool?", "Adults pay $6, and kids under 12 get in for $3.", POOL, True),
    w.faith("en-t48-022", "wrap.closer", "Who watches the diving board?", "Lifeguard Jenna Price supervises the diving board. Have a great swim!", POOL, True),
    w.faith("en-t48-023", "para.part", "Where are Peak Motion's clinics?", "Peak Motion has clinics in Denver and Aurora.", PHYSIO, True),
    w.faith("en-t48-024", "fmt.unit", "How long is an evaluation at Peak Motion?", "An evaluation takes one hour.", PHYSIO, True),
    w.faith("en-t48-025", "role.swap", "Who manages the drive-through window?", "Dana Ortiz runs the drive-through window, and Kevin Lu is the head pharmacist.", PHARMACY, False),
    w.faith("en-t48-026", "value.date", "When did Thrive Health buy Cedar Lane?", "Thrive Health bought Cedar Lane Pharmacy in 1979.", PHARMACY, False),
    w.faith("en-t48-027", "value.time", "When does the counter inside close?", "The counter inside the pharmacy closes at 10 p.m.", PHARMACY, False),
    w.faith("en-t48-028", "modality", "Do I need an appointment for the shingles vaccine?", "An appointment is helpful but not required for the shingles vaccine.", PHARMACY, False),
    w.faith("en-t48-029", "role.swap", "Who runs the dental clinic at Lakeside?", "Dr. Ben Adler runs the dental clinic, and Dr. Priya Shah sees the exotic pets.", VET, False),
    w.faith("en-t48-030", "added.fact", "What does a dental cleaning include?", "A dental cleaning under anesthesia starts at $350 and includes a full set of dental X-rays.", VET, False),
    w.faith("en-t48-031", "direction", "What does a dental cleaning cost?", "A dental cleaning under anesthesia costs at most $350.", VET, False),
    w.faith("en-t48-032", "value.currency", "How much is boarding for a cat?", "Boarding a cat at Lakeside costs $42 a night.", BOARDING, False),
    w.faith("en-t48-033", "value.except", "When can I drop off my pet?", "Drop-off is possible every day except Saturday, from 7 a.m. to 6 p.m.", BOARDING, False),
    w.faith("en-t48-034", "value.number", "How recent must the kennel cough vaccine be?", "Dogs must have had a kennel cough vaccine within the last twelve months.", BOARDING, False),
    w.faith("en-t48-035", "value.date", "When was Bright Smile founded?", "Dr. Grace Kim founded Bright Smile Orthodontics in 2013.", ORTHO, False),
    w.faith("en-t48-036", "value.currency", "How much are clear aligners?", "Clear aligners cost $5,200.", ORTHO, False),
    w.faith("en-t48-037", "negation", "Is the first consultation free?", "No, the first consultation isn't free, and it takes about an hour.", ORTHO, False),
    w.faith("en-t48-038", "added.entity", "What does Maya Flores do on Thursdays?", "Head setter Maya Flores resets the lead-climbing walls every Thursday.", CLIMBING, False),
    w.faith("en-t48-039", "quantifier", "Do kids need supervision at Summit?", "Climbers under 14 need an adult with them only on their first visit.", CLIMBING, False),
    w.faith("en-t48-040", "value.number", "How often do patients usually come to Peak Motion?", "Most patients come three times a week for six weeks.", PHYSIO, False),
    w.faith("en-t48-041", "value.except", "When is open swim?", "Open swim runs from 1 p.m. to 6 p.m. every day except weekends.", POOL, False),
    w.faith("en-t48-042", "direction", "Which kids need to be accompanied?", "Children over 8 must be accompanied by a swimmer aged 16 or older.", POOL, False),
    w.faith("en-t48-043", "role.swap", "Who leads the Aurora clinic?", "Dr. Sam Whitaker leads the Aurora clinic, and Dr. Alicia Romero the Denver one.", PHYSIO, False),
    w.faith("en-t48-044", "antonym", "When is the outdoor pool open?", "The outdoor pool is closed from Memorial Day to Labor Day.", POOL, False),
]

CORRECTNESS = [
    w.correct("en-t48-045", "correct.wordy", "How often do most Peak Motion patients come in?", "Most patients at Peak Motion come in two times a week over a period of six weeks.", "Twice a week for six weeks", True),
    w.correct("en-t48-046", "correct.format", "How long is a regular visit at Peak Motion?", "Three quarters of an hour.", "45 minutes", True),
    w.correct("en-t48-047", "correct.short", "Who founded Bright Smile Orthodontics?", "Dr. Grace Kim.", "Bright Smile Orthodontics was founded by Dr. Grace Kim in 2005.", True),
    w.correct("en-t48-048", "correct.format", "How much is a monthly membership at Summit Climbing Gym?", "Eighty-five dollars a month.", "$85", True),
    w.correct("en-t48-049", "wrong.value", "How much does boarding a dog at Lakeside cost per night?", "It's $48 a night.", "$42 per night", False),
    w.correct("en-t48-050", "wrong.role", "Who teaches the beginner belay class at Summit?", "Maya Flores teaches it.", "Tyler Grant", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
