import CMS from 'decap-cms-app'

CMS.init({
  config: {
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: true,
    load_config_file: false,
    media_folder: 'content/media',
    collections: [],
  } as never,
})
