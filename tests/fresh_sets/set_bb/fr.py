"""French cases of set BB. Scenarios: a beekeeping introduction day, a river ferry across the
Loire, a hearing-aid centre and a neighbourhood community radio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BEES = (
    "Le Rucher des Tilleuls propose un cours d'initiation à l'apiculture le samedi 15 juin, de 9 h à 12 h 30. "
    "Le cours est animé par Hélène Marchal, apicultrice depuis 25 ans. "
    "La participation coûte 45 €, combinaison fournie. "
    "Les enfants sont acceptés à partir de 10 ans, accompagnés d'un adulte."
)
BAC = (
    "Le bac de Saint-Ciran traverse la Loire toutes les 20 minutes entre 6 h 40 et 21 h. "
    "La traversée dure 8 minutes. "
    "Le passage est gratuit pour les piétons et les cyclistes ; les voitures paient 2,50 €. "
    "Le service est interrompu en cas de crue."
)
AUDIO = (
    "Le centre Audition Plus de Vannes réalise des bilans auditifs gratuits sur rendez-vous. "
    "Chaque appareil neuf est garanti 4 ans et peut être essayé pendant un mois avant l'achat. "
    "Le centre est ouvert du mardi au samedi, de 9 h à 18 h. "
    "En 2023, il a équipé 1 350 patients."
)
RADIO = (
    "Radio Clapotis, la radio associative du quartier des Chartrons, émet sur 92,8 FM. "
    "Elle compte 40 bénévoles et reçoit 60 % de son budget de la mairie. "
    "L'émission du matin, présentée par Yanis Ferhat, est diffusée du lundi au vendredi de 7 h à 9 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bb-001", "para.reorder", "Combien coûte le passage du bac ?", "Les voitures paient 2,50 €, alors que les piétons et les cyclistes passent gratuitement.", BAC, True),
    w.faith("fr-bb-002", "para.passive", "Le bilan auditif est-il payant ?", "Non, les bilans auditifs sont réalisés gratuitement, sur rendez-vous.", AUDIO, True),
    w.faith("fr-bb-003", "fmt.share", "Qui finance Radio Clapotis ?", "La mairie apporte les trois cinquièmes du budget de la radio.", RADIO, True),
    w.faith("fr-bb-004", "fmt.time", "À quelles heures circule le bac ?", "Le bac circule de 6:40 à 21:00.", BAC, True),
    w.faith("fr-bb-005", "fmt.thousands", "Combien de patients le centre a-t-il équipés en 2023 ?", "En 2023, le centre a équipé 1350 patients.", AUDIO, True),
    w.faith("fr-bb-006", "fmt.period", "Quelle est la garantie des appareils neufs ?", "Les appareils neufs bénéficient d'une garantie de 48 mois.", AUDIO, True),
    w.faith("fr-bb-007", "para.synonym", "Qui encadre le cours d'apiculture ?", "Le cours est encadré par Hélène Marchal, qui pratique l'apiculture depuis 25 ans.", BEES, True),
    w.faith("fr-bb-008", "para.except", "Quels jours le centre est-il ouvert ?", "Le centre est ouvert tous les jours sauf le dimanche et le lundi.", AUDIO, True),
    w.faith("fr-bb-009", "wrap.closer", "Quand a lieu le cours d'initiation ?", "Le cours a lieu le samedi 15 juin, de 9 h à 12 h 30. Bonne découverte des abeilles !", BEES, True),
    w.faith("fr-bb-010", "value.number", "Combien de temps dure la traversée ?", "La traversée dure 18 minutes.", BAC, False),
    w.faith("fr-bb-011", "value.date", "Quand a lieu le cours d'apiculture ?", "Le cours a lieu le samedi 22 juin, de 9 h à 12 h 30.", BEES, False),
    w.faith("fr-bb-012", "negation", "Les cyclistes paient-ils le bac ?", "Oui, le passage n'est pas gratuit pour les cyclistes.", BAC, False),
    w.faith("fr-bb-013", "antonym", "Combien coûte un bilan auditif ?", "Les bilans auditifs sont payants.", AUDIO, False),
    w.faith("fr-bb-014", "role.swap", "D'où vient le budget de Radio Clapotis ?", "Radio Clapotis verse 60 % de son budget à la mairie.", RADIO, False),
    w.faith("fr-bb-015", "modality", "Les enfants doivent-ils venir avec un adulte ?", "Les enfants à partir de 10 ans peuvent venir accompagnés d'un adulte s'ils le souhaitent.", BEES, False),
    w.faith("fr-bb-016", "quantifier", "Faut-il payer pour prendre le bac ?", "Non, le passage est gratuit pour tous les véhicules.", BAC, False),
    w.faith("fr-bb-017", "direction", "À quel âge les enfants peuvent-ils suivre le cours ?", "Le cours est ouvert aux enfants jusqu'à 10 ans, accompagnés d'un adulte.", BEES, False),
    w.faith("fr-bb-018", "added.fact", "Sur quelle fréquence émet Radio Clapotis ?", "Radio Clapotis émet sur 92,8 FM et propose aussi toutes ses émissions en podcast.", RADIO, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bb-019", "refusal.context", "Le bac fonctionne-t-il le 1er mai ?", "Le document ne précise pas si le bac circule les jours fériés.", BAC, True),
    w.refusal("fr-bb-020", "refusal.plain", "Combien coûte un appareil auditif chez Audition Plus ?", "Je ne sais pas combien coûte un appareil chez Audition Plus, désolé.", AUDIO, True),
    w.refusal("fr-bb-021", "refusal.hedged", "Combien de bénévoles compte Radio Clapotis ?", "Si je ne me trompe pas, la radio compte 40 bénévoles.", RADIO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bb-022", "correct.wordy", "Combien de temps dure la traversée du bac ?", "Il ne faut pas longtemps pour passer d'une rive à l'autre : une fois le bac parti, on arrive de l'autre côté au bout de 8 minutes.", "La traversée dure 8 minutes.", True),
    w.correct("fr-bb-023", "correct.wordy", "Qui présente l'émission du matin sur Radio Clapotis ?", "L'émission matinale de Radio Clapotis, diffusée en semaine de 7 h à 9 h, est présentée par Yanis Ferhat.", "Yanis Ferhat.", True),
    w.correct("fr-bb-024", "correct.format", "Combien de temps les appareils neufs sont-ils garantis ?", "48 mois.", "Les appareils neufs sont garantis 4 ans.", True),
    w.correct("fr-bb-025", "wrong.value", "Combien coûte le cours d'apiculture ?", "Le cours coûte 65 €, combinaison fournie.", "Le cours coûte 45 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bb-026", "relevant.direct", "À quelle heure part le premier bac ?", "Dès 6 h 40.", BAC, True),
    w.relevant("fr-bb-027", "relevant.direct", "Combien faut-il payer pour le cours d'apiculture ?", "45 €, combinaison comprise.", BEES, True),
    w.relevant("fr-bb-028", "relevant.direct", "Comment obtenir un bilan auditif ?", "Il suffit de prendre rendez-vous au centre ; c'est gratuit.", AUDIO, True),
    w.relevant("fr-bb-029", "relevant.yesno", "Audition Plus ouvre-t-il le samedi ?", "Oui, de 9 h à 18 h.", AUDIO, True),
    w.relevant("fr-bb-030", "offtopic.true", "Sur quelle fréquence émet Radio Clapotis ?", "Radio Clapotis compte 40 bénévoles.", RADIO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bb-031", "diag.pass", "À partir de quel âge les enfants peuvent-ils suivre le cours d'apiculture ?", "Dès 10 ans, à condition d'être accompagnés d'un adulte.", {"rucher-cours": BEES, "bac-horaires": BAC}, ("rucher-cours",), "pass"),
    w.diag("fr-bb-032", "diag.missed", "Sur quelle fréquence émet Radio Clapotis ?", "Les documents fournis n'indiquent pas la fréquence de la radio.", {"audition-plus": AUDIO, "bac-horaires": BAC}, ("radio-clapotis",), "fix_retrieval"),
    w.diag("fr-bb-033", "diag.correct_refusal", "Le bac accepte-t-il les camping-cars ?", "Les informations disponibles ne disent rien des camping-cars.", {"bac-horaires": BAC}, (), "correct_refusal"),
    w.diag("fr-bb-034", "diag.offtopic", "Combien paie une voiture pour prendre le bac ?", "La traversée dure 8 minutes.", {"bac-horaires": BAC}, ("bac-horaires",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
