import type { TrailerModel } from '@/lib/catalogue/types'

export const pwcModels: TrailerModel[] = [
  {
    "model": "VAW-1200",
    "capacity": 1200,
    "boatLength": "Up to 11'",
    "seating": "1-2 seat craft",
    "overallLength": "15' 6\"",
    "gvwr": 1450,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "80\"",
    "sourceSheet": "Aluminum PWC",
    "tables": [
      "aluminum-pwc"
    ]
  },
  {
    "model": "VAW-1600",
    "capacity": 1600,
    "boatLength": "Up to 12'",
    "seating": "3 seat craft",
    "overallLength": "16' 4\"",
    "gvwr": 1900,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "84\"",
    "sourceSheet": "Aluminum PWC",
    "tables": [
      "aluminum-pwc"
    ]
  },
  {
    "model": "VAW-2600",
    "capacity": 2600,
    "boatLength": "Up to 12'",
    "seating": "Two craft, up to 3 seats each",
    "overallLength": "17' 6\"",
    "gvwr": 3000,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "sourceSheet": "Aluminum PWC",
    "tables": [
      "aluminum-pwc"
    ]
  },
  {
    "model": "VW-1200",
    "capacity": 1200,
    "boatLength": "Up to 11'",
    "seating": "1-2 seat craft",
    "overallLength": "15' 4\"",
    "gvwr": 1500,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "4.80-12",
    "overallWidth": "78\"",
    "sourceSheet": "PWC",
    "tables": [
      "galvanized-pwc"
    ]
  },
  {
    "model": "VW-1500",
    "capacity": 1500,
    "boatLength": "Up to 12'",
    "seating": "2-3 seat craft",
    "overallLength": "16'",
    "gvwr": 1850,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "82\"",
    "sourceSheet": "PWC",
    "tables": [
      "galvanized-pwc"
    ]
  },
  {
    "model": "VW-2000",
    "capacity": 2000,
    "boatLength": "Up to 12'",
    "seating": "3 seat craft",
    "overallLength": "16' 8\"",
    "gvwr": 2400,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "84\"",
    "sourceSheet": "PWC",
    "tables": [
      "galvanized-pwc"
    ]
  }
]
