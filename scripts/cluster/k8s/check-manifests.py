#!/usr/bin/python3
"""Offline check of verify-indexed-job.yaml and merge-job.yaml, without a cluster.

Every field name is checked against the Kubernetes API models of the Python client (Debian:
apt-get install python3-kubernetes python3-yaml), level by level, with the kinds of value
(object, list, string, integer, boolean) the models declare; then the settings the two files
must agree on: completions = SHARDS, the same image and the same subPath in both, Indexed mode.
Prints one line per document and 'ok', or the errors; exits 1 on an error.

  /usr/bin/python3 scripts/cluster/k8s/check-manifests.py [FILE...]
"""
import os
import re
import sys

import yaml
import kubernetes.client.models as models

errors = []


def model_class(type_name):
    return getattr(models, type_name, None)


def check(value, type_name, where):
    """Checks value against the client's declared type name ('V1Job', 'list[V1Container]', ...)."""
    m = re.fullmatch(r"list\[(.+)\]", type_name)
    if m:
        if not isinstance(value, list):
            errors.append(f"{where}: a list expected, not {type(value).__name__}")
            return
        for i, item in enumerate(value):
            check(item, m.group(1), f"{where}[{i}]")
        return
    m = re.fullmatch(r"dict\((\w+), (.+)\)", type_name)
    if m:
        if not isinstance(value, dict):
            errors.append(f"{where}: a map expected")
            return
        for k, v in value.items():
            check(v, m.group(2), f"{where}.{k}")
        return
    if type_name == "str":
        if not isinstance(value, str):
            errors.append(f"{where}: a string expected, not {value!r}")
        return
    if type_name == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            errors.append(f"{where}: an integer expected, not {value!r}")
        return
    if type_name == "bool":
        if not isinstance(value, bool):
            errors.append(f"{where}: true or false expected, not {value!r}")
        return
    if type_name in ("object", "datetime"):
        return
    cls = model_class(type_name)
    if cls is None:
        errors.append(f"{where}: unknown model {type_name}")
        return
    if type_name == "IntOrString" or not hasattr(cls, "attribute_map"):
        return
    if not isinstance(value, dict):
        errors.append(f"{where}: an object ({type_name}) expected, not {value!r}")
        return
    by_json = {json_name: attr for attr, json_name in cls.attribute_map.items()}
    for key, v in value.items():
        if key not in by_json:
            errors.append(f"{where}: unknown field '{key}' in {type_name}")
            continue
        check(v, cls.openapi_types[by_json[key]], f"{where}.{key}")


KINDS = {("v1", "PersistentVolumeClaim"): "V1PersistentVolumeClaim",
         ("batch/v1", "Job"): "V1Job"}


def main(paths):
    docs = {}
    for path in paths:
        with open(path) as f:
            for i, doc in enumerate(yaml.safe_load_all(f)):
                if doc is None:
                    continue
                where = f"{os.path.basename(path)}#{i}"
                kind = KINDS.get((doc.get("apiVersion"), doc.get("kind")))
                if kind is None:
                    errors.append(f"{where}: unexpected {doc.get('apiVersion')} {doc.get('kind')}")
                    continue
                before = len(errors)
                check(doc, kind, where)
                name = doc.get("metadata", {}).get("name")
                docs[name] = doc
                print(f"{where}: {doc['kind']} {name}: "
                      f"{'ok' if len(errors) == before else 'errors'}")

    verify, merge = docs.get("arbiter-verify"), docs.get("arbiter-merge")
    if verify and merge:
        spec = verify["spec"]
        pod = spec["template"]["spec"]
        c = pod["containers"][0]
        env = {e["name"]: e.get("value") for e in c.get("env", [])}
        if spec.get("completionMode") != "Indexed":
            errors.append("arbiter-verify: completionMode must be Indexed")
        if str(spec.get("completions")) != env.get("SHARDS"):
            errors.append(f"arbiter-verify: completions {spec.get('completions')} "
                          f"!= SHARDS {env.get('SHARDS')}")
        if pod.get("restartPolicy") != "Never":
            errors.append("arbiter-verify: restartPolicy must be Never")
        mc = merge["spec"]["template"]["spec"]["containers"][0]
        if c["image"] != mc["image"]:
            errors.append(f"images differ: {c['image']} and {mc['image']}")
        sub = [x["volumeMounts"][0].get("subPath") for x in (c, mc)]
        if sub[0] != sub[1]:
            errors.append(f"subPaths differ: {sub[0]} and {sub[1]}")
        claims = [d["spec"]["template"]["spec"]["volumes"][0]["persistentVolumeClaim"]["claimName"]
                  for d in (verify, merge)]
        if claims[0] != claims[1] or (claims[0] not in docs):
            errors.append(f"claims {claims} are not the one PersistentVolumeClaim of the files")
        if "JOB_COMPLETION_INDEX" not in " ".join(c.get("args", [])):
            errors.append("arbiter-verify: the command does not use JOB_COMPLETION_INDEX")

    for e in errors:
        print("error:", e)
    if errors:
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    sys.exit(main(sys.argv[1:] or [os.path.join(here, "verify-indexed-job.yaml"),
                                   os.path.join(here, "merge-job.yaml")]))
