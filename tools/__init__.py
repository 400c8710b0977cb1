"""Developer tools of the repository (not shipped to the browser): `tools.build` builds the site."""
