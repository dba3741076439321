import type { TrailerModel } from '@/lib/catalogue/types'

export const pontoonModels: TrailerModel[] = [
  {
    "model": "VP-18-20",
    "capacity": 2000,
    "boatLength": "17'-19'",
    "overallLength": "22' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "78\"",
    "gvwr": 2550,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-single"
    ]
  },
  {
    "model": "VP-20-24",
    "capacity": 2400,
    "boatLength": "19'-21'",
    "overallLength": "24' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 3000,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-single"
    ]
  },
  {
    "model": "VP-22-27",
    "capacity": 2700,
    "boatLength": "21'-23'",
    "overallLength": "26' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 3350,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-single"
    ]
  },
  {
    "model": "VP-24-27",
    "capacity": 2700,
    "boatLength": "23'-25'",
    "overallLength": "28' 6\"",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 3400,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-single"
    ]
  },
  {
    "model": "VPT-18-32",
    "capacity": 3200,
    "boatLength": "17'-19'",
    "overallLength": "23' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "78\"",
    "gvwr": 3900,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-tandem"
    ]
  },
  {
    "model": "VPT-20-40",
    "capacity": 4000,
    "boatLength": "19'-21'",
    "overallLength": "25' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 4800,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-tandem"
    ]
  },
  {
    "model": "VPT-22-50",
    "capacity": 5000,
    "boatLength": "21'-23'",
    "overallLength": "27' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 5900,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-tandem"
    ]
  },
  {
    "model": "VPT-26-50",
    "capacity": 5000,
    "boatLength": "24'-26'",
    "overallLength": "30' 6\"",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 6000,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-tandem"
    ]
  },
  {
    "model": "VPT-24-65",
    "capacity": 6500,
    "boatLength": "23'-24'",
    "overallLength": "29'",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 7600,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST205/75R14",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-triple"
    ]
  },
  {
    "model": "VPT-26-65",
    "capacity": 6500,
    "boatLength": "25'-26'",
    "overallLength": "31'",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 7700,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST205/75R14",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "pontoon-triple"
    ]
  },
  {
    "model": "VP-18-20TRI",
    "capacity": 2000,
    "boatLength": "17'-19'",
    "overallLength": "22' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "78\"",
    "gvwr": 2600,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-single"
    ]
  },
  {
    "model": "VP-22-27TRI",
    "capacity": 2700,
    "boatLength": "20'-22'",
    "overallLength": "25' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 3400,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-single"
    ]
  },
  {
    "model": "VPT-20-40TRI",
    "capacity": 4000,
    "boatLength": "19'-21'",
    "overallLength": "25' 6\"",
    "minBunkWidth": "72\"",
    "maxBunkWidth": "80\"",
    "gvwr": 4850,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-tandem"
    ]
  },
  {
    "model": "VPT-25-50TRI",
    "capacity": 5000,
    "boatLength": "22'-25'",
    "overallLength": "29' 6\"",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 6050,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R15",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-tandem"
    ]
  },
  {
    "model": "VPT-24-65TRI",
    "capacity": 6500,
    "boatLength": "23'-24'",
    "overallLength": "29'",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 7650,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST205/75R14",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-triple"
    ]
  },
  {
    "model": "VPT-26-65TRI",
    "capacity": 6500,
    "boatLength": "25'-26'",
    "overallLength": "31'",
    "minBunkWidth": "74\"",
    "maxBunkWidth": "80\"",
    "gvwr": 7750,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST205/75R14",
    "overallWidth": "102\"",
    "sourceSheet": "Pontoon",
    "tables": [
      "tritoon-triple"
    ]
  }
]
